/**
 * The shop's time zone: its days (the audit's filter, the documents' dates, the accountant's
 * months) are days in Slovakia, whatever zone the server or an admin's browser runs in.
 */
export const SHOP_TIME_ZONE = 'Europe/Bratislava';

// Made at first use: a formatter in a time zone costs a phone tens of milliseconds to make, and
// every page that loads this module (the product step too) would pay for it whether it formats.
let dayFormat: Intl.DateTimeFormat | undefined;
const dayFormatOf = (): Intl.DateTimeFormat =>
  (dayFormat ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: SHOP_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }));

/**
 * The calendar day 'YYYY-MM-DD' of an instant in the shop's time zone.
 * @example shopDay(new Date('2026-11-24T23:30:00Z')) // -> '2026-11-25' (CET, UTC+1)
 */
export const shopDay = (instant: Date = new Date()): string => dayFormatOf().format(instant);

/**
 * A calendar day moved by whole months, overflowing as a calendar does (31 March less a month is
 * 3 March, there being no 31 February).
 * @example addMonths('2026-11-25', -1) // -> '2026-10-25'
 */
export const addMonths = (day: string, months: number): string => {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1 + months, date)).toISOString().slice(0, 10);
};
