/**
 * The accountant's month: calendar days in the shop's time zone (Europe/Bratislava), so a
 * document paid at 00:30 on 1 December Slovak time belongs to December although it is still
 * November in UTC.
 */
import { SHOP_TIME_ZONE } from '../calendar/shop-day.ts';

/** 'YYYY-MM' with a month 01–12; years from {@link FIRST_ACCOUNTING_YEAR}. */
export const ACCOUNTING_MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;
/** No document predates the Unix epoch, and Date.UTC misreads years below 100. */
export const FIRST_ACCOUNTING_YEAR = 1970;

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const isLeapYear = (year: number): boolean =>
  year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);

/**
 * Whether a text is a month 'YYYY-MM' the accountant can ask for.
 * @example isAccountingMonth('2026-11') // -> true; isAccountingMonth('2026-13') -> false
 */
export const isAccountingMonth = (text: string): boolean => {
  const match = ACCOUNTING_MONTH_PATTERN.exec(text);
  return match !== null && Number(match[1]) >= FIRST_ACCOUNTING_YEAR;
};

export interface AccountingMonthPeriod {
  /** The first day, 'YYYY-MM-01'. */
  firstDay: string;
  /** The last day, e.g. '2026-02-28'. */
  lastDay: string;
  /** 00:00 of the first day in Bratislava, as an instant. */
  from: Date;
  /** 00:00 of the next month's first day in Bratislava: the end, not included. */
  until: Date;
}

const localParts = new Intl.DateTimeFormat('en-US', {
  timeZone: SHOP_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** How far Bratislava's clock is ahead of UTC at `epochMs` (1 h in winter, 2 h in summer). */
const offsetMs = (epochMs: number): number => {
  const parts = Object.fromEntries(
    localParts.formatToParts(new Date(epochMs)).map((p) => [p.type, Number(p.value)]),
  );
  const wall = Date.UTC(
    parts.year,
    parts.month - 1,
    parts.day,
    parts.hour,
    parts.minute,
    parts.second,
  );
  return wall - Math.floor(epochMs / 1000) * 1000;
};

/**
 * The instant of 00:00 on `day` ('YYYY-MM-DD') in Bratislava. Midnight never falls in a daylight
 * saving gap there (clocks change at 02:00 and 03:00), so the answer is always one instant.
 * @example bratislavaMidnight('2026-07-01').toISOString() // -> '2026-06-30T22:00:00.000Z'
 */
export const bratislavaMidnight = (day: string): Date => {
  const [y, m, d] = day.split('-').map(Number);
  const wall = Date.UTC(y, m - 1, d);
  const first = wall - offsetMs(wall);
  return new Date(wall - offsetMs(first));
};

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/**
 * The days and instants a month 'YYYY-MM' spans in Bratislava. Throws a RangeError for a text
 * that is not a month (routes validate it first, see AccountingMonthSchema).
 * @example accountingMonthPeriod('2026-02') // -> { firstDay: '2026-02-01', lastDay: '2026-02-28', from: 2026-01-31T23:00Z, until: 2026-02-28T23:00Z }
 */
export const accountingMonthPeriod = (month: string): AccountingMonthPeriod => {
  if (!isAccountingMonth(month)) throw new RangeError(`not a month: ${month}`);
  const [year, monthNumber] = month.split('-').map(Number);
  const monthIndex = monthNumber - 1;
  const lastDayOfMonth = monthIndex === 1 && isLeapYear(year) ? 29 : DAYS_IN_MONTH[monthIndex];
  const next =
    monthIndex === 11 ? `${pad(year + 1, 4)}-01-01` : `${pad(year, 4)}-${pad(monthIndex + 2)}-01`;
  return {
    firstDay: `${month}-01`,
    lastDay: `${month}-${pad(lastDayOfMonth)}`,
    from: bratislavaMidnight(`${month}-01`),
    until: bratislavaMidnight(next),
  };
};

/**
 * The month 'YYYY-MM' an instant falls in, in Bratislava: the screen's default month.
 * @example accountingMonthOf(new Date('2026-11-30T23:30:00Z')) // -> '2026-12'
 */
export const accountingMonthOf = (instant: Date): string => {
  const local = new Date(instant.getTime() + offsetMs(instant.getTime()));
  return `${pad(local.getUTCFullYear(), 4)}-${pad(local.getUTCMonth() + 1)}`;
};
