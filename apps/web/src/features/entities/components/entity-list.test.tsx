import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADMIN, USER } from '../../../../test/support/accounts';
import { json, type FakeRequest, type Handler } from '../../../../test/support/fake-server';
import { renderApp } from '../../../../test/support/render-app';
import { pageWindow } from './page-links';

const frames = (count: number, total: number) => () =>
  json(
    Array.from({ length: count }, (_, i) => ({
      id: i + 1,
      name: `Rám ${i + 1}`,
      price: '18.50',
      enabled: true,
      frameProfile: { id: 3, name: 'Alu 10' },
      manufacturer: null,
      thumb: null,
      thumbContentType: null,
      texture: null,
      textureContentType: null,
    })),
    { headers: { 'X-Total-Count': String(total) } },
  );

/** The admin opens a list and waits for `shown`, the first thing its rows show. */
const openList = async (path: string, routes: Record<string, Handler>, shown: string) => {
  const app = renderApp(path, { account: ADMIN, routes });
  await screen.findByText(shown);
  return app;
};
const openThreeFrames = (path: string) =>
  openList(path, { 'GET /api/frames': frames(3, 3) }, 'Rám 1');
const heading = (name: string) => screen.findByRole('heading', { name });
const listCalls = (requests: FakeRequest[], path: string) =>
  requests.filter((r) => r.method === 'GET' && r.url.pathname === path);
const hrefs = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((a) => a.getAttribute('href'));

describe('pageWindow', () => {
  it.each([
    [0, 12, 5, [0, 1, 2, 3, 4]],
    [6, 12, 5, [4, 5, 6, 7, 8]],
    [11, 12, 5, [7, 8, 9, 10, 11]],
    [0, 3, 5, [0, 1, 2]],
    [10, 11, 10, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]],
  ])('page %i of %i with %i buttons', (page, count, max, expected) => {
    expect(pageWindow(page, count, max)).toEqual(expected);
  });
});

describe('the generic entity list (spec §2 list behaviour)', () => {
  it('paged: page and sort come from the URL and go to the API 0-based, with id as tie-break', async () => {
    const { requests } = renderApp('/entity/frame?page=3&sort=name,desc', {
      account: ADMIN,
      routes: { 'GET /api/frames': frames(20, 205) },
    });
    await heading('Evidencia: Rámy');
    await screen.findByText('Rám 1');
    const call = listCalls(requests, '/api/frames')[0].url.searchParams;
    expect(call.get('page')).toBe('2');
    expect(call.get('size')).toBe('20');
    expect(call.getAll('sort')).toEqual(['name,desc', 'id,asc']);
    expect(screen.getByText('Záznamy 41 – 60 z 205')).toBeInTheDocument();
  });

  it('frames: up to 10 numbered page links, at the top and at the bottom', async () => {
    await openList(
      '/entity/frame?page=1&sort=id,asc',
      { 'GET /api/frames': frames(20, 205) },
      'Rám 1',
    );
    const navs = screen.getAllByRole('navigation', { name: 'Stránkovanie' });
    expect(navs).toHaveLength(2);
    const numbered = within(navs[1]).getAllByRole('link', { name: /^Stránka \d+$/ });
    expect(numbered.map((a) => a.textContent)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '10',
    ]);
    expect(within(navs[1]).getByRole('link', { name: 'Stránka 2' })).toHaveAttribute(
      'href',
      '/entity/frame?page=2&sort=id,asc',
    );
    expect(within(navs[1]).getByRole('link', { name: 'Posledná stránka' })).toHaveAttribute(
      'href',
      '/entity/frame?page=11&sort=id,asc',
    );
    expect(within(navs[1]).getByRole('link', { name: 'Stránka 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('other paged lists: at most 5 page links, only below the rows', async () => {
    await openList(
      '/entity/frame-profile?page=7&sort=id,asc',
      {
        'GET /api/frame-profiles': () =>
          json([{ id: 121, name: 'Alu 10' }], { headers: { 'X-Total-Count': '400' } }),
      },
      'Alu 10',
    );
    const navs = screen.getAllByRole('navigation', { name: 'Stránkovanie' });
    expect(navs).toHaveLength(1);
    expect(
      within(navs[0])
        .getAllByRole('link', { name: /^Stránka \d+$/ })
        .map((a) => a.textContent),
    ).toEqual(['5', '6', '7', '8', '9']);
    expect(hrefs(navs[0])).toContain('/entity/frame-profile?page=6&sort=id,asc');
  });

  it('sortable headers are links that toggle the direction and start again at page 1', async () => {
    const { requests } = await openList(
      '/entity/frame?page=2&sort=name,asc',
      { 'GET /api/frames': frames(20, 205) },
      'Rám 1',
    );
    const table = screen.getByRole('table', { name: 'Rámy' });
    const name = within(table).getByRole('link', { name: /Názov/ });
    expect(name).toHaveAttribute('href', '/entity/frame?page=1&sort=name,desc');
    expect(within(table).getByRole('link', { name: /Cena za meter/ })).toHaveAttribute(
      'href',
      '/entity/frame?page=1&sort=price,asc',
    );
    // Images and relations are not sort keys of the API.
    expect(within(table).queryByRole('link', { name: /^Náhľad/ })).not.toBeInTheDocument();
    await userEvent.click(name);
    await waitFor(() => expect(listCalls(requests, '/api/frames')).toHaveLength(2));
    expect(listCalls(requests, '/api/frames')[1].url.searchParams.getAll('sort')).toEqual([
      'name,desc',
      'id,asc',
    ]);
  });

  it('rows link their id to the detail and related rows by their display field', async () => {
    await openList('/entity/frame', { 'GET /api/frames': frames(1, 1) }, 'Rám 1');
    const row = screen.getByRole('row', { name: /Rám 1/ });
    for (const [name, href] of [
      ['1', '/entity/frame/1'],
      ['Alu 10', '/entity/frame-profile/3'],
      ['Upraviť', '/entity/frame/1/edit'],
      ['Zmazať', '/entity/frame/1/delete'],
    ]) {
      expect(within(row).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(within(row).getByText('18,50 €')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vytvoriť nový záznam' })).toHaveAttribute(
      'href',
      '/entity/frame/new',
    );
  });

  it('unpaged lists send no paging and show no page links', async () => {
    const { requests } = await openList(
      '/entity/album',
      {
        'GET /api/albums': () => json([{ id: 4, title: 'Leto', user: { id: 2, login: 'user' } }]),
      },
      'Leto',
    );
    const call = listCalls(requests, '/api/albums')[0].url.searchParams;
    expect([...call.keys()]).toEqual(['cacheBuster']);
    expect(screen.queryByRole('navigation', { name: 'Stránkovanie' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'user' })).toHaveAttribute(
      'href',
      '/admin/user-management/user',
    );
  });

  it('the frame filter asks for page 0 of 100 with the filter and keeps it in the URL', async () => {
    const { requests } = await openThreeFrames('/entity/frame?page=4&sort=name,asc');
    await userEvent.type(screen.getByLabelText('Názov alebo kód farby'), 'dub');
    await userEvent.click(screen.getByRole('button', { name: 'Filtrovať' }));
    await waitFor(() =>
      expect(screen.getByTestId('current-path')).toHaveTextContent('/entity/frame'),
    );
    await waitFor(() => expect(listCalls(requests, '/api/frames')).toHaveLength(2));
    const call = listCalls(requests, '/api/frames')[1].url.searchParams;
    expect([call.get('filter'), call.get('page'), call.get('size')]).toEqual(['dub', '0', '100']);
    expect(call.getAll('sort')).toEqual(['name,asc', 'id,asc']);
    expect(await screen.findByText(/Nájdené záznamy: 3/)).toBeInTheDocument();
  });

  it('the filter applies on Enter as it does on its button', async () => {
    const { requests } = await openThreeFrames('/entity/frame');
    await userEvent.type(screen.getByLabelText('Názov alebo kód farby'), 'dub{Enter}');
    await waitFor(() => expect(listCalls(requests, '/api/frames')).toHaveLength(2));
    expect(listCalls(requests, '/api/frames')[1].url.searchParams.get('filter')).toBe('dub');
  });

  it('orders: listed by the number the customer knows, who ordered, the total and the status in Slovak', async () => {
    const { requests } = renderApp('/entity/order', {
      account: ADMIN,
      routes: {
        'GET /api/orders': () =>
          json(
            [
              {
                id: 1,
                variableSymbol: '20',
                orderDate: '2026-11-20T10:00:00Z',
                status: 'POTVRDENA',
                email: 'jana@example.sk',
                buyerName: null,
                deliveryName: 'Jana Kováčová',
                totalAmount: 36.9,
                craftedProduct: { id: 120 },
              },
              {
                id: 2,
                variableSymbol: '24',
                orderDate: '2026-11-21T10:00:00Z',
                status: 'ZAPLATENA',
                email: 'peter@example.sk',
                buyerName: null,
                deliveryName: null,
                totalAmount: 12,
                craftedProduct: { id: 124 },
              },
            ],
            { headers: { 'X-Total-Count': '2' } },
          ),
      },
    });
    const first = await screen.findByRole('row', { name: /Jana Kováčová/ });
    expect(within(first).getByRole('link', { name: '20' })).toHaveAttribute(
      'href',
      '/entity/order/1',
    );
    for (const text of ['36,90 €', 'Potvrdená']) {
      expect(within(first).getByText(text)).toBeInTheDocument();
    }
    // A private pick-up is known by its e-mail.
    const second = screen.getByRole('row', { name: /Zaplatená/ });
    expect(within(second).getAllByText('peter@example.sk')).toHaveLength(2);
    expect(screen.getByRole('columnheader', { name: 'Číslo objednávky' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Zákazník' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Číslo objednávky, e-mail alebo meno'), '20{Enter}');
    await waitFor(() => expect(listCalls(requests, '/api/orders')).toHaveLength(2));
    expect(listCalls(requests, '/api/orders')[1].url.searchParams.get('filter')).toBe('20');
  });

  it('enum values are shown by their Slovak names, not their codes', async () => {
    renderApp('/entity/print-media', {
      account: ADMIN,
      routes: {
        'GET /api/print-medias': () =>
          json(
            [
              {
                id: 1,
                name: 'Fotopapier',
                mediaTypeEnum: 'PAPIER',
                mediaCategoryEnum: 'PREMIOVY',
                mediaSurfaceEnum: 'MATNY',
                pricePerSqare: 30,
                enabled: true,
              },
            ],
            { headers: { 'X-Total-Count': '1' } },
          ),
      },
    });
    const row = await screen.findByRole('row', { name: /Fotopapier/ });
    for (const label of ['Papier', 'Prémiový', 'Matný']) {
      expect(within(row).getByText(label)).toBeInTheDocument();
    }
    expect(within(row).queryByText('MATNY')).not.toBeInTheDocument();
  });

  it('a plain user gets View only, and no Create', async () => {
    renderApp('/entity/frame', { account: USER, routes: { 'GET /api/frames': frames(1, 1) } });
    await screen.findByText('Rám 1');
    const row = screen.getByRole('row', { name: /Rám 1/ });
    expect(within(row).getByRole('link', { name: 'Zobraziť' })).toBeInTheDocument();
    expect(within(row).queryByRole('link', { name: 'Upraviť' })).not.toBeInTheDocument();
    expect(within(row).queryByRole('link', { name: 'Zmazať' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Vytvoriť nový záznam' })).not.toBeInTheDocument();
  });

  it('a plain user is told the admin-only lists are not theirs, before any call', async () => {
    const { requests } = renderApp('/entity/manufacturer', { account: USER });
    expect(
      await screen.findByText('Nemáte oprávnenie na prístup k tejto stránke.'),
    ).toBeInTheDocument();
    expect(listCalls(requests, '/api/manufacturers')).toHaveLength(0);
  });

  it('Delete in a row opens the dialog over the list; Cancel goes back one step', async () => {
    const { requests } = await openList(
      '/entity/frame?page=1&sort=name,asc',
      { 'GET /api/frames': frames(1, 1) },
      'Rám 1',
    );
    await userEvent.click(screen.getByRole('link', { name: 'Zmazať' }));
    const dialog = await screen.findByRole('dialog', { name: 'Potvrdenie zmazania' });
    expect(screen.getByTestId('current-path')).toHaveTextContent('/entity/frame/1/delete');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zrušiť' }));
    await waitFor(() =>
      expect(screen.getByTestId('current-path')).toHaveTextContent(/^\/entity\/frame$/),
    );
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);
  });

  it('Delete sends the delete call, goes back and the list loads again', async () => {
    const { requests } = renderApp('/entity/frame/1/delete', {
      account: ADMIN,
      routes: {
        'GET /api/frames': frames(1, 1),
        'GET /api/frames/1': () => json({ id: 1, name: 'Dubový rám' }),
        'DELETE /api/frames/1': () => new Response(null, { status: 200 }),
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Potvrdenie zmazania' });
    // The row by its name, as the owner knows it, not by its id.
    expect(
      await within(dialog).findByText('Naozaj chcete zmazať tento záznam (Rám): „Dubový rám“?'),
    ).toBeInTheDocument();
    // The list stays under the dialog.
    expect(await screen.findByText('Rám 1')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zmazať' }));
    await waitFor(() =>
      expect(screen.getByTestId('current-path')).toHaveTextContent(/^\/entity\/frame$/),
    );
    expect(requests.some((r) => r.method === 'DELETE' && r.url.pathname === '/api/frames/1')).toBe(
      true,
    );
    await waitFor(() =>
      expect(listCalls(requests, '/api/frames').length).toBeGreaterThanOrEqual(2),
    );
  });
});
