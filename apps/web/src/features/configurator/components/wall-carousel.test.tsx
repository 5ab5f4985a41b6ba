import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { USER } from '../../../../test/support/accounts';
import type { FakeRequest } from '../../../../test/support/fake-server';
import { problem } from '../../../../test/support/fake-server';
import { photoOf, shopRoutes, storeWizard } from '../../../../test/support/fake-shop';
import { renderApp } from '../../../../test/support/render-app';
import { STEP } from '../model/wizard-state';
import { AUTOPLAY_MS } from './wall-carousel';

const WALL = /^\/api\/crafted-products\/5\/wall\/\d$/;

/** The server's wall: a piece is found by the caller's token (or visitor cookie), else 404. */
const wallRoute = (request: FakeRequest) =>
  request.headers.get('Authorization')
    ? new Response(new Uint8Array([0xff, 0xd8, 0xff]), {
        headers: { 'Content-Type': 'image/jpeg' },
      })
    : problem(404, 'error.http.404');

const wallImage = () => screen.findByRole('img', { name: /v interiéri 1 z 9/ });

/** A reload at step 2 of a piece saved before (id 5): its walls may be asked for at once. */
const resumeWithPiece = () =>
  storeWizard({
    step: STEP.configure,
    source: { kind: 'photo', id: 7 },
    craftedId: 5,
    savedKey: 'x',
  });

const { setInterval } = globalThis;

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  // The carousel stays in the first room these tests look at. It turns every 4 s; a busy machine
  // took longer to show that room, which then was gone until the carousel came round again.
  vi.spyOn(globalThis, 'setInterval').mockImplementation((turn, ms, ...args) =>
    setInterval(ms === AUTOPLAY_MS ? () => undefined : turn, ms, ...args),
  );
});

describe('the wall carousel asks for a piece that exists and that the asker may see', () => {
  it('no wall is asked for before the piece is created', async () => {
    let create: (response: Response) => void = () => undefined;
    const created = new Promise<Response>((resolve) => (create = resolve));
    storeWizard({ step: STEP.configure, source: { kind: 'photo', id: 7 } });
    const { requests } = renderApp('/', {
      routes: { ...shopRoutes({ craftedProduct: () => created }) },
    });
    await screen.findByRole('heading', { name: 'Vyberte si produkt' });
    await waitFor(() =>
      expect(
        requests.some((r) => r.method === 'POST' && r.url.pathname === '/api/crafted-products'),
      ).toBe(true),
    );
    expect(screen.queryByRole('img', { name: /v interiéri/ })).not.toBeInTheDocument();
    expect(requests.filter((r) => WALL.test(r.url.pathname))).toEqual([]);
    create(new Response(null, { status: 500 }));
  });

  it("a signed-in customer's wall is read with the token, never asked for by an <img> without it", async () => {
    resumeWithPiece();
    const { requests } = renderApp('/', {
      account: USER,
      routes: {
        ...shopRoutes({ photo: photoOf('Y') }),
        'GET /api/crafted-products/5/wall/0': wallRoute,
      },
    });
    await wallImage();
    // Every save draws the walls anew: the newest one shows, read with the token.
    await waitFor(() =>
      expect(screen.getByRole('img', { name: /v interiéri 1 z 9/ })).toHaveAttribute(
        'src',
        expect.stringMatching(/^data:image\/jpeg;base64,/),
      ),
    );
    const walls = requests.filter((r) => WALL.test(r.url.pathname));
    expect(walls.length).toBeGreaterThan(0);
    for (const wall of walls)
      expect(wall.headers.get('Authorization')).toBe('Bearer token-of-user');
  });

  it("an anonymous visitor's wall is the <img>'s own URL: the visitor cookie goes with it", async () => {
    resumeWithPiece();
    renderApp('/', { routes: shopRoutes() });
    expect((await wallImage()).getAttribute('src')).toMatch(
      /^\/api\/crafted-products\/5\/wall\/0\?cacheBuster=\d+$/,
    );
  });
});
