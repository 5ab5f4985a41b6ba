import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fillContact } from '../../../../test/support/contact';
import { json } from '../../../../test/support/fake-server';
import { photoOf, shopRoutes, storeWizard } from '../../../../test/support/fake-shop';
import { renderApp } from '../../../../test/support/render-app';
import { originalUploads } from '../hooks/use-original-upload';
import { STEP } from '../model/wizard-state';

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

describe('step 4: placing the order (issue 17)', { timeout: 20_000 }, () => {
  it('waits for the original still going up, with its progress', async () => {
    storeWizard({ step: STEP.summary, source: { kind: 'photo', id: 7 }, craftedId: 5 });
    const { requests } = renderApp('/', {
      routes: {
        ...shopRoutes({ photo: photoOf('Y') }),
        // The server has 45 of the original's 100 bytes; the next chunk is still on its way.
        'GET /api/photos/7/original': () => json({ state: 'uploading', offset: 45, length: 100 }),
        'PATCH /api/photos/7/original': () => new Promise<Response>(() => undefined),
      },
    });
    void originalUploads.start(7, new Blob([new Uint8Array(100)]), 0);
    await screen.findByRole('heading', { name: 'Súhrn objednávky' }, { timeout: 10_000 });
    await fillContact();
    await userEvent.click(await screen.findByRole('button', { name: 'Odoslať objednávku' }));

    const waiting = 'Čakáme na originál pre tlač … 45 %';
    expect(await screen.findByText(waiting)).toBeVisible();
    const placing = screen.getByText(waiting).closest('[role="status"]') as HTMLElement;
    expect(within(placing).getByRole('progressbar', { name: waiting })).toHaveAttribute(
      'aria-valuenow',
      '45',
    );
    expect(requests.some((r) => r.url.pathname === '/api/orders')).toBe(false);
  });
});
