import { SHOP_TIME_ZONE, slovakDateTime, slovakDay } from '@fotoobraz/domain';

/**
 * A date in the Slovak form (the domain's, STN 01 6910) with ordinary spaces, as the documents
 * and mails print it. A calendar date ('2026-03-05') is taken as it is; an instant is read in the
 * shop's time zone, Europe/Bratislava.
 * @example formatDateSk('2026-03-05') // -> '5. 3. 2026'; formatDateSk('2026-03-04T23:30:00Z') -> '5. 3. 2026'
 */
export const formatDateSk = (isoDateOrInstant: string): string =>
  (isoDateOrInstant.length <= 10
    ? slovakDay(isoDateOrInstant)
    : slovakDateTime(isoDateOrInstant, 'none')
  ).replace(/\u00a0/g, ' ');

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
