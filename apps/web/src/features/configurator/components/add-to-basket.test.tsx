import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadLabels } from '../../../lib/api/labels';
import { json, problem } from '../../../../test/support/fake-server';
import { shopRoutes, storeWizard } from '../../../../test/support/fake-shop';
import { renderApp } from '../../../../test/support/render-app';
import { STEP } from '../model/wizard-state';

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

describe("step 3's 'Pridať do košíka' refused", () => {
  it('for a piece already ordered: the Slovak sentence, no dialog', async () => {
    storeWizard({ step: STEP.summary, source: { kind: 'photo', id: 7 }, craftedId: 5 });
    renderApp('/', {
      routes: {
        ...shopRoutes(),
        'GET /api/basket': () => json({ items: [], count: 0, itemsTotal: 0, courierPostage: 0 }),
        'POST /api/basket/items': () =>
          problem(400, 'error.validation', {
            fieldErrors: [
              { objectName: 'basketItem', field: 'craftedProduct', message: 'Ordered' },
            ],
          }),
      },
    });
    // The lazily loaded steps take a while the first time.
    const bar = await screen.findByRole('navigation', { name: 'Navigácia sprievodcu' });
    // The shared toasts name fields from the model: loaded now, the toast comes at once.
    await loadLabels();
    const add = within(bar).getAllByRole('button', { name: 'Pridať do košíka' })[0]!;
    await waitFor(() => expect(add).toBeEnabled());
    await userEvent.click(add);
    expect(
      await screen.findByText(
        'Tento produkt už je objednaný. Ak ho chcete objednať ešte raz, použite „Objednať znova“.',
      ),
    ).toBeVisible();
    expect(screen.queryByText(/Chyba v poli/)).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Pridané do košíka' })).not.toBeInTheDocument();
  });
});
