import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { resolve } from 'node:path';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { packagesLoadedWith } from '../../test/support/static-imports';
import { enqueueToast } from '../lib/toasts/toasts';
import { Providers } from './providers';
import { createQueryClient } from './query-client';

describe('toasts, with notistack loaded once they are wanted', () => {
  it('the app and its configuration step start without notistack', () => {
    // Its module builds its styles when it is evaluated: 150-220 ms on Lighthouse's phone.
    for (const file of ['../main.tsx', '../features/configurator/components/product-steps.tsx']) {
      const loaded = packagesLoadedWith(resolve(import.meta.dirname, file));
      expect(loaded).toContain('react');
      expect(loaded).not.toContain('notistack');
    }
  });

  it('shows toasts asked for before notistack was there, in order, and later ones at once', async () => {
    const Asker = () => {
      useEffect(() => {
        enqueueToast('prvá správa', { variant: 'error' });
        enqueueToast('druhá správa', { variant: 'info' });
      }, []);
      return null;
    };
    const view = render(
      <Providers queryClient={createQueryClient()}>
        <Asker />
      </Providers>,
    );
    const first = await screen.findByText('prvá správa');
    const second = await screen.findByText('druhá správa');
    expect(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // The close button is the theme's, named in Slovak.
    expect(screen.getAllByRole('button', { name: 'Zavrieť oznámenie' })).toHaveLength(2);
    enqueueToast('tretia správa');
    expect(await screen.findByText('tretia správa')).toBeInTheDocument();
    view.unmount();
  });

  it("a touch anywhere but on a toast's close button closes the toasts", async () => {
    const view = render(
      <Providers queryClient={createQueryClient()}>
        <input aria-label="Pole pod oznámením" />
      </Providers>,
    );
    enqueueToast('oznámenie nad poľom');
    await screen.findByText('oznámenie nad poľom');
    fireEvent.pointerDown(screen.getByRole('textbox', { name: 'Pole pod oznámením' }));
    // Well before the toast would hide itself (6 s).
    await waitFor(() => expect(screen.queryByText('oznámenie nad poľom')).toBeNull(), {
      timeout: 1000,
    });
    view.unmount();
  });

  it('queues again once the provider is gone, and the next one shows them', async () => {
    enqueueToast('počas výmeny');
    render(<Providers queryClient={createQueryClient()}>{null}</Providers>);
    expect(await screen.findByText('počas výmeny')).toBeInTheDocument();
  });
});
