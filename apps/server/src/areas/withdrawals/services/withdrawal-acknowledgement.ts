import {
  addDays,
  formatEur,
  nextSlovakWorkingDay,
  shopDay,
  WITHDRAWAL_PERIOD_DAYS,
} from '@fotoobraz/domain';
import type { InvoiceSupplier } from '../../../rendering/documents/invoice-layout.ts';
import { formatDateSk, formatDateTimeSk } from '../../../rendering/documents/slovak-date.ts';

/** What the acknowledgement of a withdrawal states. */
export interface WithdrawalAcknowledgementData {
  shop: Pick<InvoiceSupplier, 'name' | 'street' | 'city' | 'postcode' | 'country' | 'email'>;
  orderNumber: string;
  /** ISO instants. */
  orderDate: string;
  submittedAt: string;
  name: string;
  email: string;
  reason: string | null;
  lines: readonly { position: number; title: string; copies: number; priceCents: number }[];
  /** The gift vouchers withdrawn, their codes masked. */
  vouchers?: readonly { code: string; valueCents: number }[];
}

/**
 * The acknowledgement as the mail and its PDF (the durable medium) both say it: the same title,
 * facts, lines and next steps, so the two can never tell the customer different things.
 */
export interface WithdrawalAcknowledgement {
  title: string;
  intro: string;
  facts: [label: string, value: string][];
  lines: string[];
  nextSteps: string[];
  /** The file name of the PDF. */
  filename: string;
}

const shopAddressOf = (shop: WithdrawalAcknowledgementData['shop']): string =>
  [shop.name, shop.street, `${shop.postcode} ${shop.city}`.trim(), shop.country]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');

/**
 * What a withdrawal's acknowledgement says (Directive 2011/83/EU Art. 11a as Directive
 * 2023/2673 adds it: the content of the withdrawal and its date and time). The goods go back
 * within 14 days of the withdrawal, and the payment comes back within 14 days of it once the
 * goods are back or shown to be sent (Act 108/2024 Z. z. § 21); a gift voucher is blocked and
 * credited at once, nothing to send back.
 * @example withdrawalAcknowledgementOf(data).title // -> 'Potvrdenie o odstúpení od zmluvy – objednávka č. 4711'
 */
export const withdrawalAcknowledgementOf = (
  data: WithdrawalAcknowledgementData,
): WithdrawalAcknowledgement => {
  const submitted = formatDateTimeSk(data.submittedAt);
  const returnBy = nextSlovakWorkingDay(
    addDays(shopDay(new Date(data.submittedAt)), WITHDRAWAL_PERIOD_DAYS),
  );
  const address = shopAddressOf(data.shop);
  const facts: [string, string][] = [
    ['Číslo objednávky', data.orderNumber],
    ['Dátum objednávky', formatDateSk(data.orderDate)],
    ['Odstúpenie prijaté', submitted],
    ['Meno', data.name],
    ['E-mail', data.email],
  ];
  if (data.reason) facts.push(['Dôvod', data.reason]);
  const vouchers = data.vouchers ?? [];
  const goodsSteps = [
    `Tovar nám pošlite späť alebo ho odovzdajte najneskôr do ${WITHDRAWAL_PERIOD_DAYS} dní ` +
      `od odstúpenia, teda do ${formatDateSk(returnBy)}${address ? `, na adresu ${address}` : ''}.`,
    `Platbu za vrátené položky vrátane poštovného, ktoré vám podľa zákona patrí späť, vám ` +
      `vrátime do ${WITHDRAWAL_PERIOD_DAYS} dní od odstúpenia, rovnakým spôsobom, akým ste ` +
      `platili. Platbu môžeme vrátiť až vtedy, keď nám tovar príde alebo keď nám preukážete, ` +
      `že ste ho odoslali späť.`,
  ];
  const voucherStep =
    vouchers.length === 1
      ? 'Darčekovú poukážku sme zablokovali, už ňou nemožno platiť. Vystavili sme k nej dobropis ' +
        `a jej cenu vám vrátime do ${WITHDRAWAL_PERIOD_DAYS} dní od odstúpenia, rovnakým ` +
        'spôsobom, akým ste platili.'
      : 'Darčekové poukážky sme zablokovali, už nimi nemožno platiť. Vystavili sme k nim ' +
        `dobropis a ich cenu vám vrátime do ${WITHDRAWAL_PERIOD_DAYS} dní od odstúpenia, ` +
        'rovnakým spôsobom, akým ste platili.';
  return {
    title: `Potvrdenie o odstúpení od zmluvy – objednávka č. ${data.orderNumber}`,
    intro:
      `potvrdzujeme, že sme ${submitted} prijali vaše odstúpenie od zmluvy uzavretej na diaľku ` +
      `(objednávka č. ${data.orderNumber}) pri týchto položkách:`,
    facts,
    lines: [
      ...data.lines.map(
        (line) =>
          `č. ${line.position}: ${line.title}, ${line.copies} ks, ${formatEur(line.priceCents)}`,
      ),
      ...vouchers.map((v) => `Darčeková poukážka ${v.code}, ${formatEur(v.valueCents)}`),
    ],
    nextSteps: [
      ...(data.lines.length > 0 ? goodsSteps : []),
      ...(vouchers.length > 0 ? [voucherStep] : []),
      'Toto potvrdenie je vaším záznamom o odstúpení na trvanlivom nosiči; uschovajte si ho.' +
        (data.shop.email ? ` Otázky nám pošlite na ${data.shop.email}.` : ''),
    ],
    filename: `odstupenie-od-zmluvy-${data.orderNumber}.pdf`,
  };
};
