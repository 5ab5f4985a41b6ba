/**
 * Slovakia's days off work ('dni pracovného pokoja', Act 241/1993 Z. z. as amended by the
 * consolidation acts), year by year: a holiday that is no longer a day off (1 September since
 * 2024, 17 November since 2025, 8 May and 15 September in 2026 only) is a working day here.
 * A year not in the table is unknown: callers fall back to weekends alone, and a test fails
 * in the year before it runs out, so the next year's list is checked and added in time.
 * Sources and the check of each year: docs/decisions.md, 'Slovak days off'.
 */
export const SLOVAK_DAYS_OFF: Readonly<Record<number, readonly string[]>> = {
  2025: [
    '2025-01-01',
    '2025-01-06',
    '2025-04-18',
    '2025-04-21',
    '2025-05-01',
    '2025-05-08',
    '2025-07-05',
    '2025-08-29',
    '2025-09-15',
    '2025-11-01',
    '2025-12-24',
    '2025-12-25',
    '2025-12-26',
  ],
  2026: [
    '2026-01-01',
    '2026-01-06',
    '2026-04-03',
    '2026-04-06',
    '2026-05-01',
    '2026-07-05',
    '2026-08-29',
    '2026-11-01',
    '2026-12-24',
    '2026-12-25',
    '2026-12-26',
  ],
  2027: [
    '2027-01-01',
    '2027-01-06',
    '2027-03-26',
    '2027-03-29',
    '2027-05-01',
    '2027-05-08',
    '2027-07-05',
    '2027-08-29',
    '2027-09-15',
    '2027-11-01',
    '2027-12-24',
    '2027-12-25',
    '2027-12-26',
  ],
};

const DAYS_OFF = new Set(Object.values(SLOVAK_DAYS_OFF).flat());

const weekdayOf = (day: string): number => new Date(`${day}T12:00:00Z`).getUTCDay();

/**
 * Whether a calendar day 'YYYY-MM-DD' is a working day in Slovakia: neither a weekend nor a day off.
 * @example isSlovakWorkingDay('2026-12-24') // -> false; isSlovakWorkingDay('2026-09-01') -> true
 */
export const isSlovakWorkingDay = (day: string): boolean => {
  const weekday = weekdayOf(day);
  return weekday !== 0 && weekday !== 6 && !DAYS_OFF.has(day);
};

/**
 * A calendar day moved by whole days.
 * @example addDays('2026-12-31', 1) // -> '2027-01-01'
 */
export const addDays = (day: string, days: number): string => {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
};

/**
 * The day itself if it is a working day, else the next one.
 * @example nextSlovakWorkingDay('2026-12-24') // -> '2026-12-28'
 */
export const nextSlovakWorkingDay = (day: string): string => {
  let d = day;
  while (!isSlovakWorkingDay(d)) d = addDays(d, 1);
  return d;
};
