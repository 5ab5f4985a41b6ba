import { addDays, nextSlovakWorkingDay } from '../calendar/slovak-days-off.ts';
import { WITHDRAWAL_PERIOD_DAYS } from './withdrawal-right.ts';

/**
 * Where an order stands in its withdrawal period. The 14 days run from the day after the
 * customer receives the goods (VYBAVENA, the carrier's 'delivered' or a pick-up's hand-over);
 * a period that would end on a weekend or a day off ends on the next working day (Civil Code
 * § 122 ods. 3). Before the goods arrive, also while a parcel travels, withdrawal is open.
 */
export type WithdrawalPeriod =
  | { state: 'NOT_RECEIVED' }
  | { state: 'OPEN'; receivedOn: string; lastDay: string }
  | { state: 'ENDED'; receivedOn: string; lastDay: string };

/**
 * The last day to withdraw for goods received on `receivedOn`.
 * @example withdrawalLastDay('2026-11-02') // -> '2026-11-16'
 * @example withdrawalLastDay('2026-12-10') // -> '2026-12-28' (24 Dec is a Thursday off, then Christmas and a weekend)
 */
export const withdrawalLastDay = (receivedOn: string): string =>
  nextSlovakWorkingDay(addDays(receivedOn, WITHDRAWAL_PERIOD_DAYS));

/**
 * The period on `today` (days in the shop's time zone) for goods received on `receivedOn`, or
 * not yet received (`null`).
 * @example withdrawalPeriodOf('2026-11-02', '2026-11-16') // -> { state: 'OPEN', receivedOn: '2026-11-02', lastDay: '2026-11-16' }
 */
export const withdrawalPeriodOf = (receivedOn: string | null, today: string): WithdrawalPeriod => {
  if (!receivedOn) return { state: 'NOT_RECEIVED' };
  const lastDay = withdrawalLastDay(receivedOn);
  return { state: today <= lastDay ? 'OPEN' : 'ENDED', receivedOn, lastDay };
};
