import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fillContact } from '../../../../test/support/contact';
import { USER } from '../../../../test/support/accounts';
import { json, type FakeRequest } from '../../../../test/support/fake-server';
import { craftedOf, photoOf, shopRoutes, storeWizard } from '../../../../test/support/fake-shop';
import { renderApp } from '../../../../test/support/render-app';
import type { Account } from '../../../lib/auth/session';
import { originalUploads } from '../hooks/use-original-upload';
import { STEP } from '../model/wizard-state';

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

/** The bar's one name; its value is the percentage. */
const PROGRESS = 'Priebeh nahrávania originálu';

/** A live region inside another has each change read out twice. */
const expectOneLiveRegion = (region: HTMLElement) =>
  expect(region.querySelectorAll('[aria-live], [role="status"], [role="alert"]')).toHaveLength(0);

const uploadingOriginal = () => ({
  ...shopRoutes({ photo: photoOf('Y') }),
  // The server has 45 of the original's 100 bytes; the next chunk is still on its way.
  'GET /api/photos/7/original': () => json({ state: 'uploading', offset: 45, length: 100 }),
  'PATCH /api/photos/7/original': () => new Promise<Response>(() => undefined),
});

describe('step 3: the summary while the original goes up', () => {
  it('tells it politely, as one status with the bar inside, never as an alert', async () => {
    storeWizard({ step: STEP.summary, source: { kind: 'photo', id: 7 }, craftedId: 5 });
    renderApp('/', { routes: uploadingOriginal() });
    void originalUploads.start(7, new Blob([new Uint8Array(100)]), 0);
    const notice = (
      await screen.findByText(/Originál fotografie pre tlač sa ešte nahráva/)
    ).closest('.MuiAlert-root') as HTMLElement;
    expect(notice).toHaveAttribute('role', 'status');
    expect(within(notice).getByRole('progressbar', { name: PROGRESS })).toHaveAttribute(
      'aria-valuenow',
      '45',
    );
    expect(within(notice).getByText('Nahrávame originál pre tlač … 45 %')).toBeVisible();
    expectOneLiveRegion(notice);
    // The form's standing consent text is a note, not an alert read out as the step opens.
    expect(screen.getByText(/^Odoslaním objednávky súhlasíte/).closest('[role]')).toHaveAttribute(
      'role',
      'note',
    );
  });
});

describe('step 4: placing the order', () => {
  it('waits for the original still going up, with its progress', async () => {
    storeWizard({ step: STEP.summary, source: { kind: 'photo', id: 7 }, craftedId: 5 });
    const { requests } = renderApp('/', { routes: uploadingOriginal() });
    void originalUploads.start(7, new Blob([new Uint8Array(100)]), 0);
    await screen.findByRole('heading', { name: 'Súhrn objednávky' });
    await fillContact();
    await userEvent.click(await screen.findByRole('button', { name: 'Odoslať objednávku' }));

    const waiting = 'Čakáme na originál pre tlač … 45 %';
    expect(await screen.findByText(waiting)).toBeVisible();
    const placing = screen.getByText(waiting).closest('[role="status"]') as HTMLElement;
    expect(within(placing).getByRole('progressbar', { name: PROGRESS })).toHaveAttribute(
      'aria-valuenow',
      '45',
    );
    expectOneLiveRegion(placing);
    expect(requests.some((r) => r.url.pathname === '/api/orders')).toBe(false);
  });
});

describe('step 2: the piece without its images for an anonymous visitor', () => {
  /** The server's answers: without the base64 images when the request asks `nothumbs=true`. */
  const slimmable = (status = 200) => {
    const piece = craftedOf(photoOf('Y'));
    const { previewThumb: _preview, cropThumb: _crop, ...slim } = piece;
    return ({ url }: FakeRequest) =>
      json(url.searchParams.get('nothumbs') === 'true' ? slim : piece, { status });
  };
  const craftedCalls = (requests: FakeRequest[]) =>
    requests.filter((r) => /^\/api\/crafted-products(\/5)?$/.test(r.url.pathname));
  const reloadAtStep2 = (account?: Account) => {
    storeWizard({ step: STEP.configure, source: { kind: 'photo', id: 7 }, craftedId: 5 });
    return renderApp('/', {
      account,
      routes: {
        ...shopRoutes({ craftedProduct: slimmable(201) }),
        'GET /api/crafted-products/5': slimmable(),
      },
    });
  };
  /** The reload's read of the piece and the save after it. */
  const readAndSaved = (requests: FakeRequest[]) =>
    waitFor(() =>
      expect(craftedCalls(requests).map((r) => r.method)).toEqual(
        expect.arrayContaining(['GET', expect.stringMatching(/^(POST|PUT)$/)]),
      ),
    );
  const next = () => screen.getByRole('button', { name: 'Ďalší krok' });
  const preview = () => screen.findByRole('img', { name: 'Náhľad: Fotoobraz na plátne' });

  it('asks with nothumbs=true and still has the preview (Next open, the image by its URL)', async () => {
    const { requests } = reloadAtStep2();
    await waitFor(() => expect(next()).toBeEnabled());
    expect(await preview()).toHaveAttribute('src', expect.stringMatching(/^\/api\/.*previewThumb/));
    await readAndSaved(requests);
    for (const r of craftedCalls(requests)) expect(r.url.searchParams.get('nothumbs')).toBe('true');
  });

  it("a signed-in customer's requests carry the images, which the preview shows", async () => {
    const { requests } = reloadAtStep2(USER);
    await waitFor(() => expect(next()).toBeEnabled());
    expect(await preview()).toHaveAttribute('src', expect.stringMatching(/^data:image\/jpeg/));
    await readAndSaved(requests);
    for (const r of craftedCalls(requests)) expect(r.url.searchParams.has('nothumbs')).toBe(false);
  });
});
