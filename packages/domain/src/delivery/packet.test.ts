import { describe, expect, it } from 'vitest';
import {
  packetStateOfStatusCode,
  packetTrackingUrl,
  packetWeightKg,
  splitRecipientName,
  splitStreet,
} from './packet.ts';

describe('Packeta packets', () => {
  it.each([
    [1, 'CREATED', 'CREATED'],
    [2, 'CREATED', 'ON_THE_WAY'],
    [4, 'CREATED', 'ON_THE_WAY'],
    [5, 'ON_THE_WAY', 'READY_FOR_PICKUP'],
    [7, 'READY_FOR_PICKUP', 'DELIVERED'],
    [10, 'READY_FOR_PICKUP', 'RETURNED'],
    [11, 'CREATED', 'CANCELLED'],
    [999, 'ON_THE_WAY', 'ON_THE_WAY'],
  ] as const)(
    'maps Packeta status code %i from %s to %s, keeping the state for unknown codes',
    (code, state, expected) => {
      expect(packetStateOfStatusCode(code, state)).toBe(expected);
    },
  );

  it('links the Slovak tracking page by the barcode', () => {
    expect(packetTrackingUrl('Z1234567890')).toBe(
      'https://tracking.packeta.com/sk/?id=Z1234567890',
    );
  });

  it('states the weight in kilograms, with the fallback for an order without one', () => {
    expect(packetWeightKg(1250)).toBe('1.25');
    expect(packetWeightKg(1)).toBe('0.001');
    expect(packetWeightKg(null)).toBe('2');
    expect(packetWeightKg(0)).toBe('2');
  });

  it('splits the recipient and the street as Packeta wants them', () => {
    expect(splitRecipientName('Jana Mária Nováková')).toEqual({
      name: 'Jana Mária',
      surname: 'Nováková',
    });
    expect(splitRecipientName(' Cher ')).toEqual({ name: 'Cher', surname: 'Cher' });
    expect(splitStreet('Hlavná 12/A')).toEqual({ street: 'Hlavná', houseNumber: '12/A' });
    expect(splitStreet('Nám. SNP 1')).toEqual({ street: 'Nám. SNP', houseNumber: '1' });
    expect(splitStreet('Dolný Kubín')).toEqual({ street: 'Dolný Kubín', houseNumber: '' });
  });
});
