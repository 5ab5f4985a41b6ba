import { SHOP_TIME_ZONE } from './shop-day.ts';

/** Day, month and year joined as Slovak writes a date, kept on one line (no-break spaces). */
const dateOf = (day: number, month: number, year: number): string =>
  `${day}.\u00a0${month}.\u00a0${year}`;

/**
 * A calendar day 'YYYY-MM-DD' as Slovak writes it; anything else is returned as it came.
 * @example slovakDay('2026-12-07') // -> '7. 12. 2026' (no-break spaces)
 */
export const slovakDay = (isoDay: string): string => {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDay);
  return match ? dateOf(Number(match[3]), Number(match[2]), Number(match[1])) : isoDay;
};

// Made at first use, as shop-day.ts's: a time zone's formatter is slow to make on a phone.
let partsFormat: Intl.DateTimeFormat | undefined;
const partsFormatOf = (): Intl.DateTimeFormat =>
  (partsFormat ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: SHOP_TIME_ZONE,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }));

/** How much of the time of day to write after the date. */
export type SlovakTime = 'none' | 'minutes' | 'seconds';

/**
 * An instant as Slovak writes it, in the shop's time zone whatever zone the browser or server
 * runs in: the date, then the time to the minute or second. Empty for no value; a text that is
 * no instant is returned as it came.
 * @example slovakDateTime('2026-12-07T08:05:09Z') // -> '7. 12. 2026 09:05' (CET)
 * @example slovakDateTime('2026-12-07T08:05:09Z', 'seconds') // -> '7. 12. 2026 09:05:09'
 */
export const slovakDateTime = (
  instant: string | number | Date | null | undefined,
  time: SlovakTime = 'minutes',
): string => {
  if (instant === null || instant === undefined || instant === '') return '';
  const moment = new Date(instant);
  if (Number.isNaN(moment.getTime())) return String(instant);
  const part = Object.fromEntries(
    partsFormatOf()
      .formatToParts(moment)
      .map(({ type, value }) => [type, value]),
  );
  const date = dateOf(Number(part.day), Number(part.month), Number(part.year));
  if (time === 'none') return date;
  const clock = `${part.hour}:${part.minute}`;
  return `${date} ${time === 'seconds' ? `${clock}:${part.second}` : clock}`;
};
