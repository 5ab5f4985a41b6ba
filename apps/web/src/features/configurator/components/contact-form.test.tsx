import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { photoOf, shopRoutes, storeWizard } from '../../../../test/support/fake-shop';
import { renderApp } from '../../../../test/support/render-app';
import { WIZARD_STORAGE_KEY } from '../model/wizard-storage';
import { STEP } from '../model/wizard-state';

const COURIER_REQUIRED = 'Tento údaj je pre doručenie kuriérom povinný.';

const next = () =>
  within(screen.getByRole('navigation', { name: 'Navigácia sprievodcu' })).getByRole('button', {
    name: 'Odoslať objednávku',
  });

/** The summary of a saved crafted product, ready to be ordered. */
const atSummary = async () => {
  storeWizard({ step: STEP.summary, source: { kind: 'photo', id: 7 }, craftedId: 5 });
  const app = renderApp('/', { routes: shopRoutes({ photo: photoOf('Y') }) });
  await screen.findByRole('heading', { name: 'Súhrn objednávky' }, { timeout: 10_000 });
  await waitFor(() => expect(next()).toBeEnabled());
  return app;
};

const orders = (requests: { url: URL }[]) =>
  requests.filter((r) => r.url.pathname === '/api/orders');

describe('the contact on the summary (customer spec §5)', { timeout: 20_000 }, () => {
  it('an address the browser would refuse: the shop’s Slovak message, never the browser’s own', async () => {
    const { requests } = await atSummary();
    const email = screen.getByRole('textbox', { name: /E-mail/ });
    await userEvent.type(email, 'jana@');
    await userEvent.click(next());
    expect(
      await screen.findByText('Zadajte platnú e-mailovú adresu, napríklad jana@example.sk.'),
    ).toBeVisible();
    expect(email).toHaveFocus();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    // No native constraint that a browser would report before the shop does, or show on hover.
    expect(email).toHaveAttribute('type', 'text');
    expect(email).not.toHaveAttribute('required');
    expect((email as HTMLInputElement).validity.valid).toBe(true);
    // Yet assistive technology hears that the field is required.
    expect(email).toHaveAttribute('aria-required', 'true');
    expect(orders(requests)).toHaveLength(0);
  });

  it('a courier needs the name, street, postcode and town; the first one gets the cursor', async () => {
    const { requests } = await atSummary();
    await userEvent.type(screen.getByRole('textbox', { name: /E-mail/ }), 'jana@example.sk');
    await userEvent.click(screen.getByRole('radio', { name: 'Doručenie kuriérom' }));
    await userEvent.click(next());
    expect(await screen.findAllByText(COURIER_REQUIRED)).toHaveLength(4);
    const name = screen.getByRole('textbox', { name: /Meno a priezvisko/ });
    expect(name).toHaveFocus();
    expect(name).not.toHaveAttribute('required');
    await userEvent.type(name, 'Jana Nováková');
    expect(screen.getAllByText(COURIER_REQUIRED)).toHaveLength(3);
    expect(orders(requests)).toHaveLength(0);
  });

  it('what is typed is kept in the wizard’s state, so a reload keeps it', async () => {
    await atSummary();
    await userEvent.type(screen.getByRole('textbox', { name: /Telefón/ }), '0900');
    await userEvent.type(screen.getByRole('textbox', { name: /Poznámka/ }), 'Darček');
    const stored = JSON.parse(sessionStorage.getItem(WIZARD_STORAGE_KEY) ?? '{}') as {
      state?: { contact?: Record<string, string> };
    };
    expect(stored.state?.contact).toMatchObject({ phone: '0900', note: 'Darček' });
  });
});
