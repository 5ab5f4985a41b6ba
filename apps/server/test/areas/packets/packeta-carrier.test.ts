import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config.ts';
import { CarrierCallError } from '../../../src/areas/packets/services/carrier.ts';
import { PacketaHttpCarrier } from '../../../src/areas/packets/services/packeta-http.carrier.ts';
import { readPacketaAnswer } from '../../../src/areas/packets/services/packeta-xml.ts';
import { freePort } from '../../mail/mail-helpers.ts';
import { startPacketaReceiver } from './packeta-receiver.ts';

const request = {
  number: '20260042',
  name: 'Ján <&> "Ďuro"',
  surname: "O'Brien",
  email: 'jan@example.sk',
  phone: null,
  addressId: 4321,
  value: '31.90',
  weightKg: '0.8',
};

describe("Packeta's XML API client", () => {
  it('escapes what it writes, and reads the packet Packeta created', async () => {
    const packeta = await startPacketaReceiver();
    try {
      const answer = await new PacketaHttpCarrier(packeta.url, 'p&ss<').createPacket(request);
      expect(answer).toMatchObject({
        outcome: 'created',
        barcode: expect.stringMatching(/^Z\d+$/),
      });
      const [call] = packeta.calls;
      expect(call!.xml).toContain('<apiPassword>p&amp;ss&lt;</apiPassword>');
      expect(call!.body.apiPassword).toBe('p&ss<');
      expect(call!.body.packetAttributes).toMatchObject({
        name: 'Ján <&> "Ďuro"',
        surname: "O'Brien",
        addressId: '4321',
      });
      expect(call!.xml).not.toContain('<phone>');
    } finally {
      await packeta.close();
    }
  });

  it('a refused connection never reached Packeta: it may be repeated', async () => {
    const url = `http://127.0.0.1:${await freePort()}/api/rest`;
    const error = await new PacketaHttpCarrier(url, '').createPacket(request).catch((e) => e);
    expect(error).toBeInstanceOf(CarrierCallError);
    expect((error as CarrierCallError).sent).toBe(false);
  });

  it('a timeout may have reached Packeta: it must be checked', async () => {
    const packeta = await startPacketaReceiver();
    packeta.scripts.set(request.number, ['hang']);
    try {
      const error = await new PacketaHttpCarrier(packeta.url, '', 200)
        .createPacket(request)
        .catch((e) => e);
      expect(error).toBeInstanceOf(CarrierCallError);
      expect((error as CarrierCallError).sent).toBe(true);
    } finally {
      await packeta.close();
    }
  });

  it("reads faults with their attributes' details", () => {
    expect(
      readPacketaAnswer(
        '<response><status>fault</status><fault>PacketAttributesFault</fault>' +
          '<string>Invalid</string><detail><attributes><fault><name>zip</name>' +
          '<fault>Bad zip &amp; city</fault></fault><fault><name>street</name>' +
          '<fault>Missing</fault></fault></attributes></detail></response>',
      ),
    ).toEqual({
      status: 'fault',
      fault: 'PacketAttributesFault',
      string: 'Invalid',
      detail: ['zip: Bad zip & city', 'street: Missing'],
    });
    expect(readPacketaAnswer('<html>Bad gateway</html>')).toBeUndefined();
  });

  it('is configured by PACKETA_API_URL alone', () => {
    const config = loadConfig({
      DATA_DIR: '/tmp/fotoobraz-packeta-config',
      PACKETA_API_URL: 'http://127.0.0.1:9/api/rest',
    });
    expect(config.packeta.api).toEqual({
      url: 'http://127.0.0.1:9/api/rest',
      password: '',
      homeCarrierId: undefined,
    });
  });
});
