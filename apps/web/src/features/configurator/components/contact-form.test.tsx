import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { USER } from '../../../../test/support/accounts';
import { json } from '../../../../test/support/fake-server';
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
  await screen.findByRole('heading', { name: 'Súhrn objednávky' });
  await waitFor(() => expect(next()).toBeEnabled());
  return app;
};

/** Types a whole value at once, as a paste does: the form's rules see the same text. */
const fill = async (name: RegExp, text: string) => {
  await userEvent.clear(screen.getByRole('textbox', { name }));
  await userEvent.paste(text);
};

/** The summary with the customer's e-mail typed in. */
const atSummaryWithEmail = async () => {
  const app = await atSummary();
  await fill(/E-mail/, 'jana@example.sk');
  return app;
};

/** The address the company tests type, once for the delivery or the billing. */
const ADDRESS = { street: 'Štúrova 5', postcode: '040 01', city: 'Košice' };

const typeAddress = async () => {
  await fill(/Ulica a číslo/, ADDRESS.street);
  await fill(/PSČ/, ADDRESS.postcode);
  await fill(/Obec/, ADDRESS.city);
};

/** The billing address an order sends for `ADDRESS`. */
const BILLED_AT_ADDRESS = {
  buyerStreet: ADDRESS.street,
  buyerPostcode: ADDRESS.postcode,
  buyerCity: ADDRESS.city,
};

const orders = (requests: { url: URL; body?: unknown }[]) =>
  requests.filter((r) => r.url.pathname === '/api/orders');

/** Accepts the terms, sends the order and gives the one order request's body. */
const acceptAndOrder = async (requests: { url: URL; body?: unknown }[]) => {
  await userEvent.click(
    screen.getByRole('checkbox', { name: /Súhlasím s obchodnými podmienkami/ }),
  );
  await userEvent.click(next());
  await waitFor(() => expect(orders(requests)).toHaveLength(1));
  return orders(requests)[0].body as Record<string, unknown>;
};

describe('the contact on the summary (customer spec §5)', () => {
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
    expect(await screen.findAllByText(COURIER_REQUIRED)).toHaveLength(3);
    expect(screen.getByText('Zadajte meno a priezvisko príjemcu.')).toBeVisible();
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

  it('a company: the box shows name, address, IČO, DIČ, IČ DPH; wrong numbers are said in Slovak under them', async () => {
    const { requests } = await atSummaryWithEmail();
    expect(screen.queryByRole('textbox', { name: /IČO/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Nakupujem na firmu' }));
    await fill(/Názov firmy/, 'Fotoateliér s.r.o.');
    await typeAddress();
    await fill(/IČO/, '35763468');
    // Leaving the field checks it: the message names the fault, its check digit.
    await userEvent.tab();
    const checkDigit =
      'IČO nesedí na kontrolnej (poslednej) číslici: skontrolujte, či ste ho opísali presne.';
    expect(await screen.findByText(checkDigit)).toBeVisible();
    expect(orders(requests)).toHaveLength(0);
    await fill(/^DIČ/, '20203170');
    await userEvent.tab();
    expect(await screen.findByText('DIČ má 10 číslic, zadaných je 8.')).toBeVisible();
    await userEvent.click(next());
    expect(await screen.findByText(checkDigit)).toBeVisible();
    expect(
      screen.getByText('Na odoslanie objednávky potvrďte súhlas s obchodnými podmienkami.'),
    ).toBeVisible();
    expect(screen.getByRole('textbox', { name: /IČO/ })).toHaveFocus();
    expect(orders(requests)).toHaveLength(0);

    await userEvent.clear(screen.getByRole('textbox', { name: /IČO/ }));
    await userEvent.paste('35763469');
    await userEvent.clear(screen.getByRole('textbox', { name: /^DIČ/ }));
    await userEvent.paste('2020317068');
    await fill(/IČ DPH/, 'SK2020317068');
    expect(await acceptAndOrder(requests)).toMatchObject({
      buyerName: 'Fotoateliér s.r.o.',
      ...BILLED_AT_ADDRESS,
      buyerIco: '35763469',
      buyerDic: '2020317068',
      buyerIcDph: 'SK2020317068',
      termsVersion: 3,
    });
  });

  it('a courier’s buyer is billed at the delivery address unless the box is unticked', async () => {
    await atSummary();
    await userEvent.click(screen.getByRole('radio', { name: 'Doručenie kuriérom' }));
    const same = screen.getByRole('checkbox', {
      name: 'Fakturačná adresa je rovnaká ako doručovacia',
    });
    expect(same).toBeChecked();
    expect(screen.getAllByRole('textbox', { name: /Ulica a číslo/ })).toHaveLength(1);
    await userEvent.click(same);
    expect(screen.getAllByRole('textbox', { name: /Ulica a číslo/ })).toHaveLength(2);
  });

  it('a private pick-up asks for the e-mail, an optional phone and note and the terms, nothing more', async () => {
    const { requests } = await atSummary();
    for (const name of [/Meno a priezvisko/, /Ulica a číslo/, /PSČ/, /Obec/, /IČO/]) {
      expect(screen.queryByRole('textbox', { name })).not.toBeInTheDocument();
    }
    // Each field says why it is asked for.
    expect(screen.getByRole('textbox', { name: /Telefón/ })).toHaveAccessibleDescription(
      'Nepovinné. Zavoláme len vtedy, ak treba niečo dohodnúť.',
    );
    await fill(/E-mail/, 'jana@example.sk');
    const body = await acceptAndOrder(requests);
    expect(body).toMatchObject({ email: 'jana@example.sk', handoverMethod: 'OSOBNY_ODBER' });
    for (const field of ['buyerName', 'buyerStreet', 'deliveryName', 'buyerIco']) {
      expect(body).not.toHaveProperty(field);
    }
  });

  it('a company with a courier may be billed at the delivery address: typed once, sent as both', async () => {
    const { requests } = await atSummaryWithEmail();
    await userEvent.click(screen.getByRole('radio', { name: 'Doručenie kuriérom' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Nakupujem na firmu' }));
    expect(
      screen.getByRole('checkbox', { name: 'Fakturačná adresa je rovnaká ako doručovacia' }),
    ).toBeChecked();
    expect(screen.getAllByRole('textbox', { name: /Ulica a číslo/ })).toHaveLength(1);
    await fill(/Meno a priezvisko/, 'Jana Nováková');
    await typeAddress();
    await fill(/Názov firmy/, 'Fotoateliér s.r.o.');
    await fill(/IČO/, '35763469');
    expect(await acceptAndOrder(requests)).toMatchObject({
      deliveryName: 'Jana Nováková',
      deliveryStreet: ADDRESS.street,
      buyerName: 'Fotoateliér s.r.o.',
      ...BILLED_AT_ADDRESS,
      buyerIco: '35763469',
    });
  });

  it('a signed-in customer starts from the account’s e-mail and name and the last order’s address', async () => {
    storeWizard({ step: STEP.summary, source: { kind: 'photo', id: 7 }, craftedId: 5 });
    renderApp('/', {
      account: { ...USER, firstName: 'Jana', lastName: 'Nováková', email: 'jana@example.sk' },
      routes: {
        ...shopRoutes({ photo: photoOf('Y') }),
        'GET /api/orders': () =>
          json([
            { id: 3, phone: '0900 123 456', deliveryStreet: 'Hlavná 1', deliveryCity: 'Nitra' },
          ]),
      },
    });
    await screen.findByRole('heading', { name: 'Súhrn objednávky' });
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /E-mail/ })).toHaveValue('jana@example.sk'),
    );
    expect(screen.getByRole('textbox', { name: /Telefón/ })).toHaveValue('0900 123 456');
    await userEvent.click(screen.getByRole('radio', { name: 'Doručenie kuriérom' }));
    expect(screen.getByRole('textbox', { name: /Meno a priezvisko/ })).toHaveValue('Jana Nováková');
    expect(screen.getByRole('textbox', { name: /Ulica a číslo/ })).toHaveValue('Hlavná 1');
    expect(screen.getByRole('textbox', { name: /Obec/ })).toHaveValue('Nitra');
  });

  it('the terms link to the legal pages, which open beside the wizard', async () => {
    await atSummary();
    const link = screen.getByRole('link', { name: 'obchodnými podmienkami' });
    expect(link).toHaveAttribute('href', '/obchodne-podmienky');
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'reklamačný poriadok' })).toHaveAttribute(
      'href',
      '/reklamacny-poriadok',
    );
  });
});
