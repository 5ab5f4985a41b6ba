import { deliverySettingsOf, type PieceParcel } from '@fotoobraz/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '../../../../test/support/fake-server';
import {
  craftedOf,
  photoOf,
  SHOP_IDENTITY,
  shopRoutes,
  storeWizard,
} from '../../../../test/support/fake-shop';
import { renderApp } from '../../../../test/support/render-app';
import { NO_CONTACT, STEP, type Contact } from '../model/wizard-state';
import { postageCents } from '../basket/basket-totals';
import { allowedPointKinds, deliveryChoicesOf, handoverChoice } from './delivery-choices';

const settings = deliverySettingsOf(() => null);
const piece = (own: Partial<PieceParcel> = {}): PieceParcel => ({
  lengthCm: 40,
  widthCm: 30,
  depthCm: 2,
  weightGrams: 800,
  glass: false,
  copies: 1,
  ...own,
});
/** The demo's largest framed size, 120 × 80 cm behind glass. */
const largestFramed = piece({
  lengthCm: 120,
  widthCm: 80,
  depthCm: 2.4,
  weightGrams: 7857,
  glass: true,
});

describe('the ways an order can go, priced in the browser', () => {
  it('offers a 40 × 30 canvas every way at its postage (a 50 cm parcel: class S)', () => {
    const options = deliveryChoicesOf([piece()], settings)!;
    expect(handoverChoice(options, 'OSOBNY_ODBER')).toEqual({
      offered: true,
      postageCents: 0,
      message: null,
    });
    expect(handoverChoice(options, 'KURIER').postageCents).toBe(490);
    // No point chosen yet: the cheaper kind the parcel fits, a Z-BOX.
    expect(handoverChoice(options, 'VYDAJNE_MIESTO').postageCents).toBe(350);
    expect(handoverChoice(options, 'VYDAJNE_MIESTO', 'POINT').postageCents).toBe(390);
    expect(allowedPointKinds(options)).toEqual(['POINT', 'ZBOX']);
  });

  it('sends the largest framed size to no point, telling why', () => {
    const options = deliveryChoicesOf([largestFramed], settings)!;
    expect(handoverChoice(options, 'VYDAJNE_MIESTO')).toEqual({
      offered: false,
      postageCents: null,
      message: 'Zásielka je na výdajné miesto príliš veľká.',
    });
    expect(allowedPointKinds(options)).toEqual([]);
    expect(handoverChoice(options, 'KURIER')).toMatchObject({ offered: true, postageCents: 990 });
  });

  it('keeps glass out of a Z-BOX but lets it to a staffed point', () => {
    const options = deliveryChoicesOf([piece({ glass: true })], settings)!;
    expect(allowedPointKinds(options)).toEqual(['POINT']);
    expect(handoverChoice(options, 'VYDAJNE_MIESTO', 'ZBOX').offered).toBe(false);
  });

  it('judges nothing before the rates and every piece are known', () => {
    expect(deliveryChoicesOf([piece()], undefined)).toBeUndefined();
    expect(deliveryChoicesOf([piece(), null], settings)).toBeUndefined();
    expect(allowedPointKinds(undefined)).toEqual(['POINT', 'ZBOX']);
  });
});

const next = () =>
  within(screen.getByRole('navigation', { name: 'Navigácia sprievodcu' })).getByRole('button', {
    name: 'Odoslať objednávku',
  });

/** The summary of a piece whose parcel is `parcel`, in a shop that tells its delivery rule. */
const atSummary = async (parcel: PieceParcel, contact: Partial<Contact> = {}) => {
  storeWizard({
    step: STEP.summary,
    source: { kind: 'photo', id: 7 },
    craftedId: 5,
    contact: { ...NO_CONTACT, ...contact },
  });
  const photo = photoOf('Y');
  const crafted = { ...craftedOf(photo), parcel };
  renderApp('/', {
    routes: {
      ...shopRoutes({ photo, craftedProduct: () => json(crafted, { status: 201 }) }),
      'GET /api/shop': () => json({ ...SHOP_IDENTITY, delivery: settings }),
      'GET /api/crafted-products/5': () => json(crafted),
    },
  });
  await screen.findByRole('heading', { name: 'Súhrn objednávky' });
  await waitFor(() => expect(next()).toBeEnabled());
};

describe('the hand-over choices on the summary', () => {
  it('shows the courier with its postage', async () => {
    await atSummary(piece());
    const courier = await screen.findByRole('radio', { name: /Doručenie kuriérom\s*4,90\s€/ });
    expect(courier).toBeEnabled();
    await userEvent.click(courier);
    expect(courier).toBeChecked();
  });

  it('disables a way the parcel exceeds, with its Slovak reason, and keeps the pick-up', async () => {
    await atSummary(piece({ lengthCm: 200, widthCm: 100 }));
    const courier = await screen.findByRole('radio', {
      name: /Doručenie kuriérom.*Zásielka je na doručenie kuriérom príliš veľká\./,
    });
    expect(courier).toBeDisabled();
    expect(screen.getByRole('radio', { name: /Osobný odber/ })).toBeChecked();
  });

  it('prices a chosen pick-up point by its kind, as the order is charged', async () => {
    const point = { id: '10231', name: 'Bratislava, Obchodná 52', street: 'Obchodná 52' };
    const chosen = { ...point, city: 'Bratislava', zip: '811 06', openingHours: '' };
    await atSummary(piece(), {
      handoverMethod: 'VYDAJNE_MIESTO',
      pickupPoint: { ...chosen, kind: 'POINT' },
    });
    expect(
      await screen.findByRole('radio', { name: /Výdajné miesto alebo Z-BOX Packeta\s*3,90\s€/ }),
    ).toBeChecked();
    const options = deliveryChoicesOf([piece()], settings)!;
    const basket = { courierPostage: 4.9 };
    expect(postageCents(basket, 'VYDAJNE_MIESTO', options, 'POINT')).toBe(390);
    expect(postageCents(basket, 'VYDAJNE_MIESTO', options, 'ZBOX')).toBe(350);
  });
});
