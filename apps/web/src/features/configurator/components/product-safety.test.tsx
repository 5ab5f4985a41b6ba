import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, json } from '../../../../test/support/fake-server';
import { shopRoutes, SHOP_IDENTITY } from '../../../../test/support/fake-shop';
import { renderApp, renderWithQueries } from '../../../../test/support/render-app';
import { BasketLineSafety, BasketManufacturer } from '../basket/basket-safety';
import { ProductSafety } from './product-safety';

const FRAMED = {
  name: 'Fotografia v ráme',
  productEnum: 'PHOTOFRAME',
  safetyWarnings: 'Sklo sa môže rozbiť.\nPoužite hmoždinku vhodnú pre vašu stenu.',
};

const section = () => screen.getByRole('region', { name: 'Informácie o bezpečnosti výrobku' });

describe('ProductSafety', () => {
  it('names the manufacturer with its postal address and its e-mail as a link', async () => {
    fakeServer({ 'GET /api/shop': () => json(SHOP_IDENTITY) });
    renderWithQueries(<ProductSafety product={FRAMED} pictureUrl="/api/products/4/thumb" />);
    const mail = await within(section()).findByRole('link', { name: 'objednavky@fotoobraz.sk' });
    expect(mail).toHaveAttribute('href', 'mailto:objednavky@fotoobraz.sk');
    expect(section()).toHaveTextContent(
      'VýrobcaFotoobraz s.r.o., Obchodná 12, 811 06 Bratislava, Slovenská republika, objednavky@fotoobraz.sk',
    );
  });

  it('identifies the product by name, kind and picture, and shows its warnings', () => {
    fakeServer({ 'GET /api/shop': () => json(SHOP_IDENTITY) });
    renderWithQueries(
      <ProductSafety product={FRAMED} pictureUrl="/api/products/4/thumb" motif="Tatry" />,
    );
    expect(section()).toHaveTextContent('VýrobokFotografia v ráme · typ PHOTOFRAMEMotív: Tatry');
    expect(screen.getByRole('img', { name: 'Obrázok výrobku: Fotografia v ráme' })).toHaveAttribute(
      'src',
      '/api/products/4/thumb',
    );
    const warnings = screen.getByText(/^Sklo sa môže rozbiť\./);
    expect(warnings).toBeVisible();
    expect(warnings).toHaveTextContent('Použite hmoždinku vhodnú pre vašu stenu.');
  });

  it('says so when the product has no warnings, and leaves out an address the shop lacks', async () => {
    fakeServer({ 'GET /api/shop': () => json({ ...SHOP_IDENTITY, street: '', email: null }) });
    renderWithQueries(<ProductSafety product={{ ...FRAMED, safetyWarnings: '  ' }} />);
    expect(
      await screen.findByText('Výrobok nemá osobitné bezpečnostné upozornenia.'),
    ).toBeVisible();
    expect(await within(section()).findByText('Fotoobraz s.r.o.')).toBeVisible();
    expect(section()).toHaveTextContent('Fotoobraz s.r.o., 811 06 Bratislava, Slovenská republika');
    expect(within(section()).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});

describe('the product step of an edition', () => {
  it("shows the chosen product's safety information and that the piece can be withdrawn", async () => {
    renderApp('/?editionPhoto=3', { routes: shopRoutes() });
    expect(await screen.findByRole('heading', { name: 'Vyberte si produkt' })).toBeVisible();
    const region = await screen.findByRole('region', { name: 'Informácie o bezpečnosti výrobku' });
    expect(await within(region).findByRole('link', { name: SHOP_IDENTITY.email })).toBeVisible();
    expect(region).toHaveTextContent('Fotoobraz na plátne · typ PHOTOCANVAS');
    expect(region).toHaveTextContent('Motív: Tatranské štíty za úsvitu');
    expect(region).toHaveTextContent('Neutierajte ho mokrou handrou.');
    expect(screen.getByTestId('withdrawal-note')).toHaveTextContent(
      'Môžete odstúpiť do 14 dní od prevzatia',
    );
  });
});

describe('the basket', () => {
  it('names the manufacturer once and folds each line’s warnings under it', async () => {
    fakeServer(shopRoutes());
    renderWithQueries(
      <>
        <BasketLineSafety productEnum="PHOTOCANVAS" />
        <BasketLineSafety productEnum="PLAINPHOTO" />
        <BasketManufacturer />
      </>,
    );
    expect(await screen.findByText('Fotoobraz s.r.o.')).toBeVisible();
    expect(screen.getByTestId('basket-manufacturer')).toHaveTextContent(
      'Výrobca všetkých produktov v košíku: Fotoobraz s.r.o., Obchodná 12, 811 06 Bratislava',
    );
    const summary = await screen.findByText('Bezpečnostné upozornenia');
    // A product without warnings adds nothing to its line.
    expect(screen.getAllByTestId('line-safety')).toHaveLength(1);
    const warnings = screen.getByText(/Plátno chráňte pred vlhkom\./);
    expect(warnings).not.toBeVisible();
    await userEvent.click(summary);
    expect(warnings).toBeVisible();
  });
});
