import { describe, expect, it } from 'vitest';
import { addressLine, orderPickupPointText } from './order-pickup-point';

const order = {
  handoverMethod: 'VYDAJNE_MIESTO',
  pickupPointId: '14522',
  pickupPointKind: 'POINT',
  pickupPointName: 'Žilina, Národná 12 (Kníhkupectvo)',
  pickupPointStreet: 'Národná 12',
  pickupPointCity: 'Žilina',
  pickupPointZip: '010 01',
};

describe('the point of an order, in one line', () => {
  it('names a staffed point and its address', () => {
    expect(orderPickupPointText(order)).toBe(
      'Žilina, Národná 12 (Kníhkupectvo), Národná 12, 010 01 Žilina',
    );
  });

  it('says a Z-BOX is one when its name does not', () => {
    expect(orderPickupPointText({ ...order, pickupPointKind: 'ZBOX' })).toBe(
      'Žilina, Národná 12 (Kníhkupectvo) (Z-BOX), Národná 12, 010 01 Žilina',
    );
    expect(
      orderPickupPointText({ ...order, pickupPointKind: 'ZBOX', pickupPointName: 'Z-BOX Žilina' }),
    ).toBe('Z-BOX Žilina, Národná 12, 010 01 Žilina');
  });

  it('is nothing for another hand-over', () => {
    expect(orderPickupPointText({ ...order, handoverMethod: 'KURIER' })).toBeUndefined();
    expect(orderPickupPointText({ handoverMethod: 'OSOBNY_ODBER' })).toBeUndefined();
  });

  it('leaves out what the point lacks', () => {
    expect(addressLine({ street: '', zip: '010 01', city: 'Žilina' })).toBe('010 01 Žilina');
  });
});
