import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiAs, apiOfPage, makePlainPrint, placeOrder } from './support/api.ts';
import { seriousViolations } from './support/axe.ts';
import { landscapeJpeg } from './support/photos.ts';
import { signIn } from './support/sign-in.ts';
import { answerLookupWith, MIXED_ORDER } from './support/withdrawals.ts';
import { navBar, nextButton, settled, uploadPhoto } from './support/wizard.ts';
import { useDevShop } from './support/dev-shop.ts';

// WCAG 2.1 AA: axe may find nothing serious or critical on any page a customer or the
// shop's staff sees, with the state that page is in when it is used (a dialog open, a photo in).

// 8 MP at 2:1, a ratio no product has: the upload offers the crop (status C).
const shop = useDevShop({ browser: [], photo: () => landscapeJpeg(4000, 2000) });
let orderId: number;

beforeAll(async () => {
  ({
    order: { id: orderId },
  } = await placeOrder(await apiAs(shop.server.url, 'user')));
});

/** Every page's violations, by the page's name; the test expects it empty for each. */
const found: Record<string, string[]> = {};
const audit = async (page: Page, name: string) => {
  found[name] = await seriousViolations(page);
};

const heading = (page: Page, name: string) =>
  page.getByRole('heading', { name, level: 1 }).waitFor();
/** Opens each path, waits for its title as the page's heading and audits it by that title. */
const auditTitledPages = async (page: Page, pages: readonly (readonly [string, string])[]) => {
  for (const [path, title] of pages) {
    await page.goto(`${shop.server.url}${path}`);
    await heading(page, title);
    await audit(page, title);
  }
};

describe('axe: no serious or critical violation', () => {
  it('the wizard: home, upload, crop, configuration with the frame picker, summary, thank-you', async () => {
    const page = await shop.browser.newPage();
    await page.goto(`${shop.server.url}/`);
    await page.getByRole('heading', { name: 'Vaša fotografia ako obraz na stenu' }).waitFor();
    await page
      .getByRole('button', { name: /^Vybrať obraz / })
      .first()
      .waitFor();
    await audit(page, 'home');

    await uploadPhoto(page, shop.photo);
    await page.getByRole('button', { name: 'Orezať fotografiu' }).waitFor();
    await audit(page, 'upload');

    await page.getByRole('button', { name: 'Orezať fotografiu' }).click();
    await heading(page, 'Orezanie fotografie');
    await audit(page, 'crop');
    await page.getByRole('button', { name: 'Použiť orez' }).click();

    await heading(page, 'Vyberte si produkt');
    await page.getByRole('radio', { name: 'Fotografia s paspartou v ráme' }).check();
    await page.getByRole('group', { name: 'Pasparta' }).waitFor();
    await settled(page);
    await audit(page, 'configuration');
    await page.getByRole('button', { name: 'Vybrať iný rám' }).click();
    const picker = page.getByRole('dialog', { name: 'Výber rámu' });
    await picker.getByTestId('frame-list').getByRole('button').first().waitFor();
    await audit(page, 'configuration, frame picker open');
    await picker.getByRole('button', { name: 'Zavrieť výber rámu' }).click();
    await picker.waitFor({ state: 'detached' });

    await settled(page);
    await nextButton(page).click();
    await heading(page, 'Súhrn objednávky');
    await audit(page, 'summary');
    await navBar(page).getByRole('button', { name: 'Pridať do košíka' }).click();
    const added = page.getByRole('dialog', { name: 'Pridané do košíka' });
    await added.waitFor();
    await audit(page, 'summary, added to the basket');
    await added.getByRole('button', { name: 'Zostať tu' }).click();
    await added.waitFor({ state: 'detached' });
    await page.getByLabel('E-mail').fill('jana.novakova@example.sk');
    await page.getByRole('checkbox', { name: /Súhlasím s obchodnými podmienkami/ }).check();
    await nextButton(page).click();
    await page.getByRole('heading', { name: 'Ďakujeme za objednávku!' }).waitFor();
    await page.getByRole('img', { name: 'QR kód PAY by square na úhradu objednávky' }).waitFor();
    await audit(page, 'thank-you');
    await page.close();
  });

  it('the basket: empty, with two pieces, with its messages shown', async () => {
    const page = await shop.browser.newPage();
    await page.goto(`${shop.server.url}/kosik`);
    await page.getByText('Košík je prázdny.').waitFor();
    await audit(page, 'basket, empty');
    const visitor = apiOfPage(page, shop.server.url);
    for (const title of ['Tatry.jpg', 'More.jpg']) {
      const { product } = await makePlainPrint(visitor, title);
      await visitor.post('/api/basket/items', { craftedProduct: { id: product.id } });
    }
    await page.reload();
    await page.getByRole('article', { name: /^Položka 2:/ }).waitFor();
    await audit(page, 'basket');
    await page.getByRole('button', { name: 'Odoslať objednávku' }).click();
    await page.getByText('Zadajte, prosím, e-mail.').waitFor();
    await audit(page, 'basket, messages shown');
    await page.close();
  });

  it('sign-in, registration, the account pages and My orders', async () => {
    const page = await shop.browser.newPage();
    await page.goto(`${shop.server.url}/login`);
    await page.getByRole('dialog', { name: 'Prihlásenie' }).waitFor();
    await audit(page, 'sign-in');
    await page.goto(`${shop.server.url}/register`);
    await page.getByRole('heading', { name: 'Registrácia' }).waitFor();
    await audit(page, 'registration');
    // With its messages shown, as a customer who sends it empty sees it.
    await page.getByRole('button', { name: 'Zaregistrovať sa' }).click();
    await page.getByText('Toto pole je povinné.').first().waitFor();
    await audit(page, 'registration, messages shown');

    await signIn(page, shop.server.url, 'user');
    await page.goto(`${shop.server.url}/account/settings`);
    await page.getByRole('heading', { name: 'Nastavenia účtu' }).waitFor();
    await audit(page, 'account settings');
    await page.goto(`${shop.server.url}/account/password`);
    await page.getByRole('heading', { name: 'Zmena hesla' }).waitFor();
    await audit(page, 'password');
    await page.goto(`${shop.server.url}/account/orders`);
    await page.getByRole('heading', { name: 'Moje objednávky' }).waitFor();
    await page.getByText(`${orderId}`).first().waitFor();
    await audit(page, 'my orders');
    await page.close();
  });

  it('the back-office: a list, a form and an order', async () => {
    const page = await shop.browser.newPage();
    await signIn(page, shop.server.url, 'admin');
    await page.goto(`${shop.server.url}/entity/frame`);
    await page.getByRole('heading', { name: 'Evidencia: Rámy' }).waitFor();
    await page.getByRole('table').getByRole('row').nth(1).waitFor();
    await audit(page, 'back-office list');
    await page.goto(`${shop.server.url}/entity/frame/new`);
    await page.getByRole('button', { name: 'Uložiť' }).waitFor();
    await audit(page, 'back-office form');
    await page.goto(`${shop.server.url}/entity/order/${orderId}`);
    await page.getByText('jana.novakova@example.sk').first().waitFor();
    await audit(page, 'back-office order');
    // The owner's payment, accounting and legal screens.
    await auditTitledPages(page, [
      ['/admin/bank-statements', 'Bankové výpisy'],
      ['/admin/bank-review', 'Platby na kontrolu'],
      ['/admin/accounting', 'Účtovníctvo'],
      ['/admin/legal-pages', 'Právne texty'],
      // The owner's side of withdrawals.
      ['/admin/withdrawals', 'Odstúpenia od zmluvy'],
    ]);
    await page.close();
  });

  it('the legal pages', async () => {
    const page = await shop.browser.newPage();
    await auditTitledPages(page, [
      ['/obchodne-podmienky', 'Obchodné podmienky'],
      ['/reklamacny-poriadok', 'Reklamačný poriadok'],
      ['/ochrana-osobnych-udajov', 'Ochrana osobných údajov'],
    ]);
    await page.close();
  });

  it('the withdrawal page, both steps', async () => {
    const page = await shop.browser.newPage();
    await answerLookupWith(page);
    await page.goto(`${shop.server.url}/odstupenie-od-zmluvy`);
    await heading(page, 'Odstúpiť od zmluvy');
    await audit(page, 'withdrawal: the order');
    await page.getByLabel('Číslo objednávky').fill(MIXED_ORDER.orderNumber);
    await page.getByLabel('E-mail').fill('jana.novakova@example.sk');
    await page.getByRole('button', { name: 'Pokračovať' }).click();
    await heading(page, `Objednávka č. ${MIXED_ORDER.orderNumber}`);
    await audit(page, 'withdrawal: the lines');
    await page.close();
  });

  it('found nothing on any page', () => {
    expect(Object.fromEntries(Object.entries(found).filter(([, v]) => v.length))).toEqual({});
    expect(Object.keys(found)).toHaveLength(30);
  });
});
