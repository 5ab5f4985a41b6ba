import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { newVoucherCode, normalizeVoucherCode, WITHDRAWAL_WORDING } from '@fotoobraz/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fillContact, PICKUP_ORDER_REQUEST } from '../../../../test/support/contact';
import { json } from '../../../../test/support/fake-server';
import { renderApp } from '../../../../test/support/render-app';
import { STEP } from '../model/wizard-state';
import { craftedOf, photoOf, shopRoutes, storeWizard } from '../../../../test/support/fake-shop';

const LOW_RESOLUTION =
  'Upozornenie: Vaša fotografia nemá dostatočné rozlíšenie pre tlač - objednávku nie je možné potvrdiť.';

/** A step's heading; the steps after the upload load lazily, so it comes once their code is there. */
const findStep = (name: string) => screen.findByRole('heading', { name });

const bar = () => screen.queryByRole('navigation', { name: 'Navigácia sprievodcu' });
const next = () => within(bar()!).getByRole('button', { name: /Ďalší krok|Odoslať objednávku/ });
const back = () => within(bar()!).getByRole('button', { name: 'Späť' });

/** An XMLHttpRequest that reports upload progress and answers with `photo`. */
const fakeUpload = (answer: { status: number; body: unknown }) => {
  const sent: string[] = [];
  class FakeXhr {
    upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
    status = 0;
    responseText = '';
    timeout = 0;
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    onabort: (() => void) | null = null;
    open() {}
    setRequestHeader() {}
    abort() {}
    send(body: string) {
      sent.push(body);
      setTimeout(() =>
        this.upload.onprogress?.({ lengthComputable: true, loaded: 40, total: 100 }),
      );
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 });
        this.status = answer.status;
        this.responseText = JSON.stringify(answer.body);
        this.onload?.();
      }, 20);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
};

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

describe('step 0: the upload', () => {
  it('has no Back/Next bar; the zone says JPG and 8 megapixels', async () => {
    renderApp('/', { routes: shopRoutes() });
    expect(await screen.findByRole('button', { name: 'Vybrať fotografiu' })).toBeVisible();
    expect(
      screen.getByText('Podporovaný formát JPG, minimálne rozlíšenie 8 megapixelov'),
    ).toBeVisible();
    expect(bar()).not.toBeInTheDocument();
  });

  it('uploads at once, then offers what status Y allows; still no bar', async () => {
    const sent = fakeUpload({ status: 201, body: { ...photoOf('Y'), thumb: 'AAAA' } });
    renderApp('/', { routes: shopRoutes() });
    const file = new File(['jpeg bytes'], 'les.jpg', { type: 'image/jpeg' });
    await userEvent.upload(
      await screen.findByLabelText('Vybrať fotografiu', { selector: 'input' }),
      file,
    );
    expect(await screen.findByText('Načítanie fotografie bolo dokončené.')).toBeVisible();
    expect(JSON.parse(sent[0])).toMatchObject({
      imageContentType: 'image/jpeg',
      title: 'les.jpg',
      fileSize: file.size,
    });
    expect(screen.getByText(/vhodná na tlač vo vysokej kvalite/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Vybrať produkt' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Vytlačiť fotografiu' })).toBeEnabled();
    expect(bar()).not.toBeInTheDocument();
  });

  it('refuses a file that is not a JPEG before sending it', async () => {
    const sent = fakeUpload({ status: 201, body: photoOf('Y') });
    renderApp('/', { routes: shopRoutes() });
    const png = new File(['png'], 'les.png', { type: 'image/png' });
    await userEvent.upload(
      await screen.findByLabelText('Vybrať fotografiu', { selector: 'input' }),
      png,
      {
        applyAccept: false,
      },
    );
    expect(await screen.findByText('Fotografia musí byť vo formáte JPG.')).toBeVisible();
    expect(sent).toEqual([]);
  });

  it("shows the server's reason when it refuses the photo", async () => {
    fakeUpload({ status: 400, body: { status: 400, message: 'error.photo.corrupt' } });
    renderApp('/', { routes: shopRoutes() });
    await userEvent.upload(
      await screen.findByLabelText('Vybrať fotografiu', { selector: 'input' }),
      new File(['x'], 'zla.jpg', { type: 'image/jpeg' }),
    );
    expect(await screen.findByText(/Súbor sa nedá prečítať ako fotografia JPG/)).toBeVisible();
  });

  it("a lost connection gets the configurator's error notice", async () => {
    class OfflineXhr {
      upload = { onprogress: null };
      onerror: (() => void) | null = null;
      open() {}
      setRequestHeader() {}
      send() {
        setTimeout(() => this.onerror?.());
      }
    }
    vi.stubGlobal('XMLHttpRequest', OfflineXhr);
    renderApp('/', { routes: shopRoutes() });
    await userEvent.upload(
      await screen.findByLabelText('Vybrať fotografiu', { selector: 'input' }),
      new File(['x'], 'les.jpg', { type: 'image/jpeg' }),
    );
    expect(
      await screen.findByText('Vyskytla sa chyba. Skontrolujte pripojenie a zopakujte operáciu.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Vybrať fotografiu' })).toBeVisible();
  });
});

describe('step 2: the product', () => {
  it('Next waits for the preview; Back is open and returns to the upload when the crop was skipped', async () => {
    let answer: (response: Response) => void = () => undefined;
    const saved = new Promise<Response>((resolve) => (answer = resolve));
    storeWizard({ step: STEP.configure, source: { kind: 'photo', id: 7 } });
    const { requests } = renderApp('/', {
      routes: shopRoutes({ craftedProduct: () => saved }),
    });
    expect(await findStep('Vyberte si produkt')).toBeVisible();
    await waitFor(() => expect(bar()).toBeInTheDocument());
    expect(next()).toHaveTextContent('Ďalší krok');
    expect(next()).toBeDisabled();
    expect(back()).toBeEnabled();

    // The default product (WEB_DEFAULT_PRODUCT_ENUM) with its defaults is saved at once.
    await waitFor(() =>
      expect(
        requests.some((r) => r.method === 'POST' && r.url.pathname === '/api/crafted-products'),
      ).toBe(true),
    );
    const post = requests.find((r) => r.url.pathname === '/api/crafted-products')!;
    expect(post.body).toMatchObject({
      productEnum: 'PHOTOCANVAS',
      photo: { id: 7 },
      internalImage: null,
      // The largest size in good quality: 4200 px over 45 cm is 237 DPI, over 60 cm 177.
      productConfig: { id: 21 },
      printMedia: { id: 11 },
      glass: { id: 1 },
      pasparta: null,
      frame: null,
      copies: 1,
    });
    expect(screen.getByRole('radio', { name: 'Fotoobraz na plátne' })).toBeChecked();
    // Only non-PLAIN products on this path; 'none' never offered.
    expect(screen.queryByRole('radio', { name: 'Fotografia' })).not.toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /Bez média/ })).not.toBeInTheDocument();

    await act(async () => answer(json(craftedOf(photoOf('Y')), { status: 201 })));
    await waitFor(() => expect(next()).toBeEnabled());
    expect(await screen.findByRole('img', { name: 'Náhľad: Fotoobraz na plátne' })).toBeVisible();
    // Each size with its quality light and price difference.
    const sizes = within(screen.getByRole('group', { name: 'Rozmer' }));
    expect(
      await sizes.findByRole('radio', { name: /45 × 30\scm výborná kvalita · 237 DPI \+0,00\s€/ }),
    ).toBeChecked();
    expect(
      sizes.getByRole('radio', { name: /60 × 40\scm dostatočná kvalita · 177 DPI \+12,40\s€/ }),
    ).not.toBeChecked();

    await userEvent.click(back());
    expect(await screen.findByRole('button', { name: 'Vybrať produkt' })).toBeVisible();
    expect(bar()).not.toBeInTheDocument();
  });

  it("'Upraviť výrez' opens the crop at the product's ratio for a photo whose ratio fits, and Back returns", async () => {
    // Status Y, 3:2: the upload skipped the crop.
    storeWizard({ step: STEP.configure, source: { kind: 'photo', id: 7 } });
    renderApp('/', { routes: shopRoutes() });
    expect(await findStep('Vyberte si produkt')).toBeVisible();
    await userEvent.click(await screen.findByRole('button', { name: 'Upraviť výrez' }));

    expect(await findStep('Orezanie fotografie')).toBeVisible();
    expect(screen.getByText(/Pomer strán 3:2 zodpovedá našim rozmerom/)).toBeVisible();
    const controls = screen.getByRole('group', { name: 'Ovládanie orezu' });
    expect(within(controls).getByRole('slider', { name: 'Priblíženie' })).toBeInTheDocument();
    expect(within(controls).getByRole('button', { name: 'Použiť orez' })).toBeInTheDocument();
    // The crop's own controls, not the wizard's Back/Next bar (shown from step 2 only).
    expect(bar()).not.toBeInTheDocument();

    await userEvent.click(within(controls).getByRole('button', { name: 'Späť' }));
    expect(await findStep('Vyberte si produkt')).toBeVisible();
  });

  it("a photo printed as it is offers no 'Upraviť výrez'", async () => {
    storeWizard({ step: STEP.configure, source: { kind: 'photo', id: 7 }, photoOnly: true });
    renderApp('/', { routes: shopRoutes() });
    expect(await findStep('Tlač fotografie')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Upraviť výrez' })).not.toBeInTheDocument();
  });

  it("a change shows its price at once from the option's difference; the save confirms it", async () => {
    let answerPut: (response: Response) => void = () => undefined;
    const put = new Promise<Response>((resolve) => (answerPut = resolve));
    storeWizard({ step: STEP.configure, source: { kind: 'photo', id: 7 } });
    // Only the first configuration's differences arrive: the new price cannot come from the next.
    const routes = shopRoutes();
    let pricings = 0;
    renderApp('/', {
      routes: {
        ...routes,
        'POST /api/crafted-products/price-differences': (request) =>
          pricings++ === 0
            ? routes['POST /api/crafted-products/price-differences'](request)
            : new Promise<Response>(() => undefined),
        'PUT /api/crafted-products': () => put,
      },
    });
    expect(await findStep('Vyberte si produkt')).toBeVisible();
    const price = () => screen.getByTestId('price');
    await waitFor(() => expect(price()).toHaveTextContent(/^30,50\s€$/));
    const sizes = within(screen.getByRole('group', { name: 'Rozmer' }));
    const larger = await sizes.findByRole('radio', { name: /60 × 40\scm .* \+12,40\s€/ });

    await userEvent.click(larger);
    // 30,50 € + 12,40 €, shown while the save is still on its way, here and in the bar.
    expect(price()).toHaveTextContent(/^42,90\s€$/);
    expect(within(bar()!).getByLabelText(/42,90\s€/)).toBeVisible();

    // The server's answer is what stays.
    await act(async () =>
      answerPut(json({ ...craftedOf(photoOf('Y')), price: 42.9, totalPrice: 42.9 })),
    );
    await waitFor(() => expect(price()).toHaveTextContent(/^42,90\s€$/));
    expect(within(bar()!).getByLabelText(/42,90\s€/)).toBeVisible();
    expect(screen.getByRole('img', { name: 'Náhľad: Fotoobraz na plátne' })).toBeVisible();
  });

  it("moves the focus to each new step's heading; a second Enter meant for Next sends nothing", async () => {
    storeWizard({ step: STEP.configure, source: { kind: 'photo', id: 7 }, craftedId: 5 });
    const { requests } = renderApp('/', { routes: shopRoutes({ photo: photoOf('Y') }) });
    expect(await findStep('Vyberte si produkt')).toBeVisible();
    await waitFor(() => expect(next()).toBeEnabled());
    next().focus();
    await userEvent.keyboard('{Enter}');
    const summary = await findStep('Súhrn objednávky');
    await waitFor(() => expect(summary).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('heading', { name: 'Súhrn objednávky' })).toBeVisible();
    expect(screen.queryByText('Zadajte, prosím, e-mail.')).not.toBeInTheDocument();
    expect(requests.some((r) => r.url.pathname === '/api/orders')).toBe(false);
    await userEvent.click(back());
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Vyberte si produkt' })).toHaveFocus(),
    );
  });

  it('in edition mode Back is disabled at step 2', async () => {
    renderApp('/?editionPhoto=3', { routes: shopRoutes() });
    expect(await findStep('Vyberte si produkt')).toBeVisible();
    const edition = screen.getByText('Obraz z limitovanej edície: Tatranské štíty za úsvitu');
    expect(edition).toBeVisible();
    // Standing information of the step, not news: an alert would be read out as the step opens.
    expect(edition.closest('[role]')).toHaveAttribute('role', 'note');
    await waitFor(() => expect(next()).toBeEnabled());
    expect(back()).toBeDisabled();
  });

  it('the photo-only path offers PLAIN products with the size fields, clamped on leaving a field', async () => {
    storeWizard({ step: STEP.configure, source: { kind: 'photo', id: 7 }, photoOnly: true });
    const { requests } = renderApp('/', { routes: shopRoutes() });
    expect(await findStep('Tlač fotografie')).toBeVisible();
    expect(await screen.findByRole('radio', { name: 'Fotografia' })).toBeChecked();
    expect(screen.queryByRole('radio', { name: 'Fotoobraz na plátne' })).not.toBeInTheDocument();
    const width = screen.getByRole('textbox', { name: 'Šírka' });
    expect(width).toHaveValue('30,00');
    expect(screen.getByRole('textbox', { name: 'Výška' })).toHaveValue('20,00');
    // Too small, too big, then a decimal comma or a dot, as the customer types it.
    for (const [typed, kept] of [
      ['10', '30,00'],
      ['150,5', '90,00'],
      ['45.5', '45,50'],
    ]) {
      await userEvent.clear(width);
      await userEvent.type(width, typed);
      await userEvent.tab();
      expect(width).toHaveValue(kept);
    }
    await userEvent.clear(width);
    await userEvent.type(width, '150,5');
    await userEvent.tab();
    expect(screen.getByRole('textbox', { name: 'Výška' })).toHaveValue('60,00');
    await waitFor(() =>
      expect(
        requests.filter((r) => r.url.pathname === '/api/crafted-products').at(-1)?.body,
      ).toMatchObject({
        productEnum: 'PLAINPHOTO',
        productConfig: null,
        photoOnlyWidth: 90,
        photoOnlyHeight: 60,
      }),
    );
  });
});

describe('step 3: the summary', () => {
  const atSummary = (status: 'Y' | 'N') => {
    storeWizard({
      step: STEP.summary,
      source: { kind: 'photo', id: 7 },
      craftedId: 5,
    });
    return renderApp('/', {
      routes: {
        ...shopRoutes({ photo: photoOf(status) }),
        'POST /api/orders': () =>
          json({ id: 9, variableSymbol: '5', email: 'jana@example.sk' }, { status: 201 }),
        'GET /api/orders/9': () =>
          json({ id: 9, postage: 0, totalAmount: 30.5, email: 'jana@example.sk' }),
        'GET /api/orders/9/payment': () =>
          json({
            orderNumber: 5,
            amount: 30.5,
            iban: 'SK3112000000198742637541',
            variableSymbol: '5',
            qrPng: 'AAAA',
          }),
      },
    });
  };

  it('a photo that is not eligible for print: the exact message, and the order cannot be sent', async () => {
    atSummary('N');
    // The message belongs to the lazily loaded steps: first wait for the step, as a customer does.
    expect(await findStep('Súhrn objednávky')).toBeVisible();
    expect(await screen.findByText(LOW_RESOLUTION)).toBeVisible();
    await waitFor(() => expect(next()).toHaveTextContent('Odoslať objednávku'));
    expect(next()).toBeDisabled();
    expect(back()).toBeEnabled();
  });

  it("says the own photo's print cannot be withdrawn, and a company's order no piece", async () => {
    atSummary('Y');
    expect(await findStep('Súhrn objednávky')).toBeVisible();
    const note = await screen.findByTestId('withdrawal-note');
    expect(note).toHaveTextContent(WITHDRAWAL_WORDING.OWN_PHOTO);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Nakupujem na firmu' }));
    await userEvent.type(await screen.findByLabelText(/^IČO/), '35763469');
    await waitFor(() => expect(note).toHaveTextContent(WITHDRAWAL_WORDING.COMPANY_BUYER));
  });

  it('checks the e-mail before leaving the step, then places the order and thanks', async () => {
    const { requests } = atSummary('Y');
    expect(await findStep('Súhrn objednávky')).toBeVisible();
    expect(screen.queryByText(LOW_RESOLUTION)).not.toBeInTheDocument();
    expect(screen.getByText(/od zmluvy oň podľa zákona nie je možné odstúpiť/)).toBeVisible();
    await waitFor(() => expect(next()).toBeEnabled());
    await userEvent.click(next());
    expect(await screen.findByText('Zadajte, prosím, e-mail.')).toBeVisible();
    const email = screen.getByRole('textbox', { name: /E-mail/ });
    expect(email).toHaveFocus();
    expect(requests.some((r) => r.url.pathname === '/api/orders')).toBe(false);

    await fillContact();
    await userEvent.click(next());
    expect(await findStep('Ďakujeme za objednávku!')).toBeVisible();
    expect(requests.find((r) => r.url.pathname === '/api/orders')?.body).toEqual(
      PICKUP_ORDER_REQUEST,
    );
    expect(await screen.findByRole('img', { name: /QR kód PAY by square/ })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Stiahnuť zálohovú faktúru (PDF)' })).toHaveAttribute(
      'href',
      '/api/orders/9/proforma',
    );
    expect(bar()).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Nová objednávka' }));
    expect(await screen.findByRole('button', { name: 'Vybrať fotografiu' })).toBeVisible();
  });

  it("a gift voucher's code pays the piece: previewed on the summary and sent with the order", async () => {
    const code = normalizeVoucherCode(newVoucherCode(() => new Uint8Array(15).fill(5)));
    localStorage.setItem('fotoobraz.voucherCodes', JSON.stringify([code]));
    storeWizard({ step: STEP.summary, source: { kind: 'photo', id: 7 }, craftedId: 5 });
    const { requests } = renderApp('/', {
      routes: {
        ...shopRoutes({ photo: photoOf('Y') }),
        [`GET /api/gift-vouchers/${code}`]: () =>
          json({ value: 20, balance: 20, validUntil: '2029-12-07' }),
        'POST /api/orders': () =>
          json({ id: 9, variableSymbol: '5', amountDue: 10.5 }, { status: 201 }),
        'GET /api/orders/9': () => json({ id: 9, postage: 0, totalAmount: 30.5, amountDue: 10.5 }),
      },
    });
    expect(await findStep('Súhrn objednávky')).toBeVisible();
    expect(
      await screen.findByText('Odpočíta sa 20,00 €, na poukážke zostane 0,00 €'),
    ).toBeVisible();
    await fillContact();
    await waitFor(() => expect(next()).toBeEnabled());
    await userEvent.click(next());
    expect(await findStep('Ďakujeme za objednávku!')).toBeVisible();
    expect(requests.find((r) => r.url.pathname === '/api/orders')?.body).toEqual({
      ...PICKUP_ORDER_REQUEST,
      voucherCodes: [code],
    });
    expect(localStorage.getItem('fotoobraz.voucherCodes')).toBeNull();
  });
});

describe("'Pridať do košíka' beside 'Ďalší krok'", () => {
  it.each([
    ['the product step', STEP.configure, 'Vyberte si produkt'],
    ['the summary', STEP.summary, 'Súhrn objednávky'],
  ])(
    'on %s puts the piece in the basket, the header counts it, and Ďalšia fotografia starts afresh',
    async (_where, step, heading) => {
      storeWizard({ step, source: { kind: 'photo', id: 7 }, craftedId: 5 });
      let count = 0;
      const { requests } = renderApp('/', {
        routes: {
          ...shopRoutes(),
          'GET /api/basket': () => json({ items: [], count, itemsTotal: 0, courierPostage: 0 }),
          'POST /api/basket/items': () => {
            count = 1;
            return json(
              {
                id: 1,
                position: 1,
                addedDate: '2026-11-24T10:00:00Z',
                craftedProduct: craftedOf(photoOf('Y')),
                priceWhenAdded: 30.5,
                problems: [],
              },
              { status: 201 },
            );
          },
        },
      });
      expect(await findStep(heading)).toBeVisible();
      const add = within(bar()!).getAllByRole('button', { name: 'Pridať do košíka' })[0]!;
      await waitFor(() => expect(add).toBeEnabled());
      await userEvent.click(add);
      const dialog = await screen.findByRole('dialog', { name: 'Pridané do košíka' });
      expect(requests.find((r) => r.url.pathname === '/api/basket/items')?.body).toEqual({
        craftedProduct: { id: 5 },
      });
      expect(
        await screen.findByRole('link', { name: 'Košík, 1 položka', hidden: true }),
      ).toBeInTheDocument();
      expect(within(dialog).getByRole('link', { name: 'Prejsť do košíka' })).toHaveAttribute(
        'href',
        '/kosik',
      );
      await userEvent.click(within(dialog).getByRole('button', { name: 'Ďalšia fotografia' }));
      expect(await screen.findByRole('button', { name: 'Vybrať fotografiu' })).toBeVisible();
    },
  );
});
