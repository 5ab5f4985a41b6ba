import { refusal, type Problem } from '../../../lib/problem.ts';

/* How the packets' owner tools say no: a message key and the Slovak sentence the owner reads. */

const problem = (status: number, title: string, key: string, detail: string): Problem =>
  refusal(status, title, `error.packet.${key}`, detail);

export const notByPacketa = (): Problem =>
  problem(
    409,
    'The order does not go by Packeta',
    'notpacketa',
    'Objednávka sa neodovzdáva cez Packetu (výdajné miesto ani kuriér), zásielka sa nevytvára.',
  );

export const packetaNotConfigured = (): Problem =>
  problem(
    409,
    'Packeta API is not configured',
    'notconfigured',
    'Packeta API nie je nastavené (PACKETA_API_URL, PACKETA_API_PASSWORD): zásielky vytvárajte ' +
      'v klientskej sekcii Packety.',
  );

export const cancelledOrder = (): Problem =>
  problem(409, 'The order is cancelled', 'cancelled', 'Zrušená objednávka sa neposiela.');

export const notPaid = (): Problem =>
  problem(
    409,
    'The order is not paid yet',
    'notpaid',
    'Zásielku vytvoríme až pre zaplatenú objednávku.',
  );

export const packetUnderWay = (state: string): Problem =>
  problem(
    409,
    `The packet is ${state}`,
    'exists',
    state === 'TO_CREATE' || state === 'CREATING'
      ? 'Zásielka sa práve vytvára.'
      : 'Zásielka už existuje; druhú nevytvárame.',
  );

export const checkFirst = (): Problem =>
  problem(
    409,
    'The packet may exist: check first',
    'checkfirst',
    'Packeta neodpovedala s istotou a zásielka mohla vzniknúť. Pozrite ju v klientskej sekcii ' +
      'Packety: ak tam je, zadajte jej číslo; ak nie, potvrďte nový pokus.',
  );

export const cannotRecord = (): Problem =>
  problem(
    409,
    'The order has its packet',
    'cannotrecord',
    'Objednávka už má zásielku vytvorenú cez API; iné číslo k nej nezapíšeme.',
  );

export const withoutPackets = (orders: readonly string[]): Problem =>
  problem(
    409,
    'Some orders have no packet',
    'nolabel',
    `Štítok sa dá vytlačiť len pre vytvorenú zásielku; nemajú ju objednávky ${orders.join(', ')}.`,
  );

export const carrierFailed = (reason: string): Problem =>
  problem(502, 'Packeta failed', 'carrier', `Packeta štítky nevydala: ${reason}`);
