import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, problem } from '../../../../test/support/fake-server';
import { ADMIN, USER } from '../../../../test/support/accounts';
import { renderApp } from '../../../../test/support/render-app';

const REQUIRED = 'Toto pole je povinné.';

const products = () =>
  json([
    { id: 1, name: 'Fotografia' },
    { id: 2, name: 'Obraz na plátne' },
  ]);

const save = () => userEvent.click(screen.getByRole('button', { name: 'Uložiť' }));
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The input labelled `label`, with or without the required asterisk. */
const field = (label: string) =>
  screen.getByLabelText(new RegExp(`^${escaped(label)}\\s*\\*?$`), {
    selector: 'input, textarea, select',
  });
/** The area is loaded on demand; the first test waits for the chunk. */
const heading = (name: string) => screen.findByRole('heading', { name });
const helperOf = (label: string) => {
  const input = field(label);
  const id = input.getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};

describe('the generic entity form (spec §5 through the model’s schema)', () => {
  it('shows the required message of every required field and sends nothing', async () => {
    const { requests } = renderApp('/entity/product-config/new', {
      account: ADMIN,
      routes: { 'GET /api/products': products },
    });
    await heading('Nový záznam: Rozmer produktu');
    await save();
    expect(helperOf('Pomer strán')).toBe(REQUIRED);
    expect(helperOf('Celkový rozmer (cm)')).toBe(REQUIRED);
    expect(helperOf('Rozmer fotografie (cm)')).toBeFalsy();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('max length and pattern, with their bound and pattern, as the user types', async () => {
    renderApp('/entity/product-config/new', {
      account: ADMIN,
      routes: { 'GET /api/products': products },
    });
    await heading('Nový záznam: Rozmer produktu');
    await save();
    await userEvent.type(field('Pomer strán'), '3-2');
    expect(helperOf('Pomer strán')).toBe('Toto pole musí zodpovedať vzoru ^\\d+:\\d+$.');
    await userEvent.clear(field('Pomer strán'));
    await userEvent.type(field('Pomer strán'), '12345678901');
    expect(helperOf('Pomer strán')).toBe('Toto pole môže mať najviac 10 znakov.');
    await userEvent.type(field('Rozmer fotografie (cm)'), '20 x 10');
    expect(helperOf('Rozmer fotografie (cm)')).toBe('Toto pole musí zodpovedať vzoru ^\\d+x\\d+$.');
  });

  it('a word where a number belongs: entity.validation.number', async () => {
    renderApp('/entity/print-media/new', {
      account: ADMIN,
      routes: { 'GET /api/manufacturers': () => json([]) },
    });
    await heading('Nový záznam: Tlačové médium');
    await userEvent.type(field('Názov'), 'Lesklý papier');
    await userEvent.type(field('Cena za m²'), 'lacné');
    await save();
    expect(helperOf('Cena za m²')).toBe('Toto pole musí byť číslo.');
    expect(helperOf('Názov')).toBeFalsy();
    await userEvent.type(field('Na sklade'), '1,5');
    expect(helperOf('Na sklade')).toBe('Toto pole musí byť celé číslo.');
  });

  it('a valid form is sent as the API wants it (numbers, {id}) and returns to the list', async () => {
    const { requests } = renderApp('/entity/product-config/new', {
      account: ADMIN,
      routes: {
        'GET /api/products': products,
        'POST /api/product-configs': () => json({ id: 7 }, { status: 201 }),
        'GET /api/product-configs': () => json([], { headers: { 'X-Total-Count': '0' } }),
      },
    });
    await heading('Nový záznam: Rozmer produktu');
    await userEvent.type(field('Pomer strán'), '3:2');
    await userEvent.type(field('Celkový rozmer (cm)'), '30x20');
    await userEvent.type(field('Prídavok na zrkadlový okraj (m²)'), '0,04');
    await waitFor(() => expect(within(field('Produkt')).getAllByRole('option')).toHaveLength(3));
    await userEvent.selectOptions(field('Produkt'), 'Obraz na plátne');
    await save();
    await waitFor(() =>
      expect(screen.getByTestId('current-path')).toHaveTextContent(/^\/entity\/product-config$/),
    );
    const post = requests.find((r) => r.method === 'POST')!;
    expect(post.body).toEqual({
      productEnum: 'PLAINPHOTO',
      ratio: '3:2',
      totalSizeCm: '30x20',
      photoSizeCm: null,
      mirrorAddonSquare: 0.04,
      product: { id: 2 },
    });
    // The related list was loaded the way the spec says: all products, unpaged.
    const productsCall = requests.find((r) => r.url.pathname === '/api/products')!;
    expect(productsCall.url.searchParams.has('page')).toBe(false);
  });

  it("the server's field errors show at their fields", async () => {
    renderApp('/entity/product-config/new', {
      account: ADMIN,
      routes: {
        'GET /api/products': products,
        'POST /api/product-configs': () =>
          problem(400, 'error.validation', {
            fieldErrors: [{ objectName: 'productConfig', field: 'product', message: 'NotFound' }],
          }),
      },
    });
    await heading('Nový záznam: Rozmer produktu');
    await userEvent.type(field('Pomer strán'), '3:2');
    await userEvent.type(field('Celkový rozmer (cm)'), '30x20');
    await save();
    await waitFor(() => expect(helperOf('Produkt')).toBe('Vybraný záznam neexistuje.'));
    expect(screen.getByTestId('current-path')).toHaveTextContent('/entity/product-config/new');
  });

  it('edit: loads the row, shows the id read-only and sends a PUT with it', async () => {
    const { requests } = renderApp('/entity/frame-in-stock/5/edit', {
      account: ADMIN,
      routes: {
        'GET /api/frame-in-stocks/5': () =>
          json({
            id: 5,
            ratio: '3:2',
            totalSizeCm: '30x20',
            inStock: 4,
            frame: { id: 9, name: 'Dub' },
          }),
        'GET /api/frames': () =>
          json([{ id: 9, name: 'Dub' }], { headers: { 'X-Total-Count': '1' } }),
        'PUT /api/frame-in-stocks': () => json({ id: 5 }),
        'GET /api/frame-in-stocks': () => json([], { headers: { 'X-Total-Count': '0' } }),
      },
    });
    expect(await screen.findByText('Načítava sa...')).toBeInTheDocument();
    expect(await screen.findByLabelText('ID')).toHaveValue('5');
    expect(screen.getByLabelText('ID')).toHaveAttribute('readonly');
    await userEvent.clear(field('Na sklade'));
    await userEvent.type(field('Na sklade'), '6');
    await save();
    await waitFor(() => expect(requests.some((r) => r.method === 'PUT')).toBe(true));
    expect(requests.find((r) => r.method === 'PUT')!.body).toEqual({
      id: 5,
      ratio: '3:2',
      totalSizeCm: '30x20',
      inStock: 6,
      frame: { id: 9 },
    });
    const frames = requests.find((r) => r.url.pathname === '/api/frames')!.url.searchParams;
    expect([frames.get('page'), frames.get('size'), frames.get('sort')]).toEqual([
      '0',
      '200',
      'id,asc',
    ]);
  });

  it('a plain user is not offered the form, and nothing is asked of the server', async () => {
    const { requests } = renderApp('/entity/frame/new', { account: USER });
    expect(
      await screen.findByText('Nemáte oprávnenie na prístup k tejto stránke.'),
    ).toBeInTheDocument();
    expect(requests.some((r) => r.url.pathname.startsWith('/api/frame'))).toBe(false);
  });
});
