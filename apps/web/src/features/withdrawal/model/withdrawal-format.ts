import { SHOP_TIME_ZONE, slovakDay } from '@fotoobraz/domain';

/**
 * A calendar day 'YYYY-MM-DD' as Slovak documents write it, kept on one line.
 * @example dayText('2026-11-16') // -> '16.\u00a011.\u00a02026'
 */
export const dayText = (isoDay: string): string => slovakDay(isoDay);

const partsOf = (instant: string, options: Intl.DateTimeFormatOptions): string =>
  new Date(instant).toLocaleString('sk-SK', { timeZone: SHOP_TIME_ZONE, ...options });

/**
 * An instant's day and time in the shop's time zone, as the acknowledgement names them.
 * @example momentText('2026-11-16T09:05:00Z') // -> { date: '16. 11. 2026', time: '10:05' }
 */
export const momentText = (instant: string): { date: string; time: string } => ({
  date: partsOf(instant, { day: 'numeric', month: 'numeric', year: 'numeric' }),
  time: partsOf(instant, { hour: '2-digit', minute: '2-digit' }),
});
