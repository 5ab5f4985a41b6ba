import { SHOP_TIME_ZONE, shopDay } from '@fotoobraz/domain';

/**
 * A date in the Slovak form: day and month without leading zeros, separated by a dot and a space
 * (STN 01 6910). A calendar date ('2026-03-05') is taken as it is; an instant is read in the
 * shop's time zone, Europe/Bratislava.
 * @example formatDateSk('2026-03-05') // -> '5. 3. 2026'; formatDateSk('2026-03-04T23:30:00Z') -> '5. 3. 2026'
 */
export const formatDateSk = (isoDateOrInstant: string): string => {
  const day =
    isoDateOrInstant.length <= 10 ? isoDateOrInstant : shopDay(new Date(isoDateOrInstant));
  const [y, m, d] = day.split('-').map(Number);
  return `${d}. ${m}. ${y}`;
};

const timeFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: SHOP_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/**
 * An instant as a Slovak reads a date and time, in the shop's time zone.
 * @example formatDateTimeSk('2026-11-29T09:05:07Z') // -> '29. 11. 2026 o 10:05:07' (CET)
 */
export const formatDateTimeSk = (instant: string): string =>
  `${formatDateSk(instant)} o ${timeFormat.format(new Date(instant))}`;
