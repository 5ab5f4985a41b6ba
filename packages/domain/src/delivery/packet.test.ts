import { describe, expect, it } from 'vitest';
import {
  packetStateOfStatusCode,
  packetTrackingUrl,
  packetWeightKg,
  splitRecipientName,
  splitStreet,
} from './packet.ts';

describe('Packeta packets', () => {
  it('maps Packeta status codes to the packet state, keeping it for unknown codes', () => {
    expect(packetStateOfStatusCode(1, 'CREATED')).toBe('CREATED');
    expect(packetStateOfStatusCode(2, 'CREATED')).toBe('ON_THE_WAY');
    expect(packetStateOfStatusCode(4, 'CREATED')).toBe('ON_THE_WAY');
    expect(packetStateOfStatusCode(5, 'ON_THE_WAY')).toBe('READY_FOR_PICKUP');
    expect(packetStateOfStatusCode(7, 'READY_FOR_PICKUP')).toBe('DELIVERED');
    expect(packetStateOfStatusCode(10, 'READY_FOR_PICKUP')).toBe('RETURNED');
    expect(packetStateOfStatusCode(11, 'CREATED')).toBe('CANCELLED');
    expect(packetStateOfStatusCode(999, 'ON_THE_WAY')).toBe('ON_THE_WAY');
  });

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
