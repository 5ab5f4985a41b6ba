import type { WithdrawableLine, WithdrawableVoucher } from '@fotoobraz/domain';
import { Problem } from '../../../lib/problem.ts';
import { formatDateSk } from '../../../rendering/documents/slovak-date.ts';

/*
 * How the withdrawal function says no: each refusal with its message key and the Slovak
 * sentence the customer reads, naming the lines where it concerns some.
 */

/** The same answer whichever of the two was wrong: nobody learns which orders exist. */
export const orderNotFound = (): Problem =>
  new Problem({
    status: 404,
    title: 'No order of this number and e-mail',
    message: 'error.withdrawal.notfound',
    body: {
      detail:
        'Objednávku s týmto číslom a e-mailom sme nenašli. Skontrolujte číslo objednávky ' +
        '(variabilný symbol) a e-mail, ktorý ste uviedli pri objednávke.',
    },
  });

export const cancelledOrder = (): Problem =>
  new Problem({
    status: 409,
    title: 'The order is cancelled',
    message: 'error.withdrawal.cancelled',
    body: {
      detail:
        'Objednávka je zrušená, zmluva už netrvá a nie je od čoho odstúpiť. Ak ste za ňu ' +
        'zaplatili, peniaze vám vrátime; s otázkami sa na nás obráťte.',
    },
  });

export const companyOrder = (): Problem =>
  new Problem({
    status: 400,
    title: 'A company order has no right of withdrawal',
    message: 'error.withdrawal.company',
    body: {
      detail:
        'Objednávka bola uzavretá na firmu (s IČO). Právo odstúpiť od zmluvy uzavretej na ' +
        'diaľku má podľa zákona len spotrebiteľ.',
    },
  });

/** '„Obraz v ráme 50 × 40 cm“ (položka č. 2)' */
const named = (line: WithdrawableLine): string => `„${line.title}“ (položka č. ${line.position})`;

export const exemptLines = (lines: readonly WithdrawableLine[]): Problem => {
  const reasons = [...new Set(lines.map((l) => l.wording))].join('; ');
  const detail =
    lines.length === 0
      ? 'Objednávka nemá položku, od ktorej by bolo možné odstúpiť.'
      : lines.length === 1
        ? `Od zmluvy nie je možné odstúpiť pri položke ${named(lines[0])}: ${reasons}.`
        : `Od zmluvy nie je možné odstúpiť pri položkách ${lines.map(named).join(', ')}: ${reasons}.`;
  return new Problem({
    status: 400,
    title: 'The lines are exempt from withdrawal',
    message: 'error.withdrawal.exempt',
    body: {
      detail,
      exemptLines: lines.map(({ craftedProductId, position, title, reason }) => ({
        craftedProductId,
        position,
        title,
        reason,
      })),
    },
  });
};

export const periodEnded = (period: { receivedOn: string; lastDay: string }): Problem =>
  new Problem({
    status: 400,
    title: 'The withdrawal period has ended',
    message: 'error.withdrawal.expired',
    body: {
      detail:
        `Lehota na odstúpenie od zmluvy uplynula ${formatDateSk(period.lastDay)} ` +
        `(tovar ste prevzali ${formatDateSk(period.receivedOn)}).`,
      lastDay: period.lastDay,
    },
  });

export const alreadyWithdrawn = (lines: readonly WithdrawableLine[]): Problem =>
  new Problem({
    status: 409,
    title: 'The lines are withdrawn already',
    message: 'error.withdrawal.already',
    body: {
      detail:
        lines.length === 0
          ? 'Od týchto položiek ste už odstúpili.'
          : `Od ${lines.length === 1 ? 'položky' : 'položiek'} ${lines.map(named).join(', ')} ` +
            `ste už odstúpili${lines[0].withdrawnAt ? ` ${formatDateSk(lines[0].withdrawnAt)}` : ''}.`,
    },
  });

/**
 * An order of vouchers alone none of which can be withdrawn: each voucher's own refusal, as the
 * lookup shows it beside the voucher.
 */
export const vouchersRefused = (vouchers: readonly WithdrawableVoucher[]): Problem => {
  if (vouchers.length === 0) return exemptLines([]);
  return new Problem({
    status: 409,
    title: 'No voucher of the order can be withdrawn',
    message: 'error.withdrawal.vouchers',
    body: {
      detail: vouchers
        .map((v) => `Darčeková poukážka${v.code ? ` ${v.code}` : ''}: ${v.refusal ?? ''}`.trim())
        .join(' '),
    },
  });
};

export const linkRefused = (): Problem =>
  new Problem({
    status: 403,
    title: 'Invalid or expired acknowledgement link',
    message: 'error.document.link',
    body: { detail: 'Odkaz na potvrdenie je neplatný alebo mu uplynula platnosť.' },
  });
