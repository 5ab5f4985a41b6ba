import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN } from '../../../../test/support/accounts';
import { json } from '../../../../test/support/fake-server';
import { renderApp } from '../../../../test/support/render-app';

/** MUI's default success and error colours, which the theme keeps. */
const GREEN = 'rgb(46, 125, 50)';
const RED = 'rgb(211, 47, 47)';

const GB = 2 ** 30;
const health = (mail: 'UP' | 'DOWN') => ({
  status: mail,
  components: {
    db: { status: 'UP', details: { database: 'SQLite', latencyMs: 1.84 } },
    diskSpace: {
      status: 'UP',
      details: {
        path: '/var/fotoobraz',
        total: 250 * GB,
        free: 77.9 * GB,
        threshold: 512 * 2 ** 20,
      },
    },
    mail: {
      status: mail,
      details: {
        transport: 'SMTP',
        backlog: 3,
        oldestUnsent: '2026-03-05T08:07:09Z',
        lastError: mail === 'DOWN' ? 'connect ECONNREFUSED 127.0.0.1:25' : null,
      },
    },
  },
});

const rowOf = async (component: string) =>
  (await screen.findByRole('rowheader', { name: component })).closest('tr')!;
const chipIn = (row: HTMLElement, label: string) =>
  within(row).getByText(label).closest<HTMLElement>('.MuiChip-root')!;
const background = (element: HTMLElement) => getComputedStyle(element).backgroundColor;

describe('/admin/health', () => {
  it('shows a DOWN component red and the UP ones green, from the 503 answer, without an error toast', async () => {
    renderApp('/admin/health', {
      account: ADMIN,
      routes: { 'GET /management/health': () => json(health('DOWN'), { status: 503 }) },
    });
    const mail = await rowOf('Odosielanie pošty');
    expect(background(chipIn(mail, 'Mimo prevádzky'))).toBe(RED);
    expect(background(chipIn(await rowOf('Databáza'), 'V poriadku'))).toBe(GREEN);
    expect(background(chipIn(await rowOf('Miesto na disku'), 'V poriadku'))).toBe(GREEN);
    // The whole is DOWN as well.
    const overall = screen.getByRole('heading', { name: 'Celkový stav' }).parentElement!;
    expect(background(chipIn(overall, 'Mimo prevádzky'))).toBe(RED);
    expect(within(mail).getByText('connect ECONNREFUSED 127.0.0.1:25')).toBeInTheDocument();
    expect(screen.queryByText('Neznáma chyba!')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('all UP is all green; the details are in readable Slovak units', async () => {
    renderApp('/admin/health', {
      account: ADMIN,
      routes: { 'GET /management/health': () => json(health('UP')) },
    });
    const disk = await rowOf('Miesto na disku');
    const chips = screen.getAllByText(/^(V poriadku|Mimo prevádzky)$/);
    expect(chips).toHaveLength(4);
    for (const chip of chips)
      expect(background(chip.closest<HTMLElement>('.MuiChip-root')!)).toBe(GREEN);
    expect(within(disk).getByText('77,9 GB z 250 GB (31,2 %)')).toBeInTheDocument();
    expect(within(disk).getByText('512 MB')).toBeInTheDocument();
    const db = await rowOf('Databáza');
    expect(within(db).getByText('1,84 ms')).toBeInTheDocument();
    const mail = await rowOf('Odosielanie pošty');
    expect(within(mail).getByText('SMTP server')).toBeInTheDocument();
    expect(within(mail).getByText('žiadna')).toBeInTheDocument();
    expect(within(mail).getByText(/^5\.\s3\.\s2026 \d\d:07:09$/)).toBeInTheDocument();
  });

  it('Redis DOWN leaves the whole UP and says where the limits are counted meanwhile', async () => {
    const body = health('UP');
    renderApp('/admin/health', {
      account: ADMIN,
      routes: {
        'GET /management/health': () =>
          json({
            ...body,
            components: {
              ...body.components,
              redis: {
                status: 'DOWN',
                details: {
                  address: '127.0.0.1:6379',
                  counters: 'database',
                  since: '2026-03-05T08:07:09Z',
                  error: 'connect ECONNREFUSED 127.0.0.1:6379',
                },
              },
            },
          }),
      },
    });
    const redis = await rowOf('Redis (limity prihlásení)');
    expect(background(chipIn(redis, 'Mimo prevádzky'))).toBe(RED);
    expect(within(redis).getByText('v databáze (Redis neodpovedá)')).toBeInTheDocument();
    expect(within(redis).getByText('127.0.0.1:6379')).toBeInTheDocument();
    expect(within(redis).getByText(/^5\.\s3\.\s2026 \d\d:07:09$/)).toBeInTheDocument();
    const overall = screen.getByRole('heading', { name: 'Celkový stav' }).parentElement!;
    expect(background(chipIn(overall, 'V poriadku'))).toBe(GREEN);
  });

  it("the pick-up points' list in words, never the server's keys such as pickupPoints", async () => {
    const body = health('UP');
    renderApp('/admin/health', {
      account: ADMIN,
      routes: {
        'GET /management/health': () =>
          json({
            ...body,
            components: {
              ...body.components,
              pickupPoints: {
                status: 'DOWN',
                details: {
                  feed: 'packeta',
                  count: 1234,
                  lastSuccessAt: '2026-03-05T08:07:09Z',
                  lastSuccessCount: 1234,
                  lastFailureAt: '2026-03-06T08:07:09Z',
                  lastFailureReason: 'HTTP 503',
                },
              },
            },
          }),
      },
    });
    const points = await rowOf('Výdajné miesta Packeta');
    expect(background(chipIn(points, 'Mimo prevádzky'))).toBe(RED);
    expect(within(points).getByText('Packeta (obnova raz denne)')).toBeInTheDocument();
    expect(within(points).getByText(/^1\s?234$/)).toBeInTheDocument();
    expect(
      within(points).getByText(/^5\.\s3\.\s2026 \d\d:07:09 \(1\s234 miest\)$/),
    ).toBeInTheDocument();
    expect(within(points).getByText('HTTP 503')).toBeInTheDocument();
    const page = document.body.textContent ?? '';
    for (const key of ['pickupPoints', 'lastSuccessAt', 'lastFailureReason', 'feed'])
      expect(page).not.toContain(key);
  });

  it('the refresh button asks the server again', async () => {
    let calls = 0;
    renderApp('/admin/health', {
      account: ADMIN,
      routes: {
        'GET /management/health': () => {
          calls += 1;
          return json(health('UP'));
        },
      },
    });
    await rowOf('Databáza');
    screen.getByRole('button', { name: 'Obnoviť' }).click();
    await waitFor(() => expect(calls).toBe(2));
  });
});
