import { addDays, isSlovakWorkingDay, nextSlovakWorkingDay } from '../calendar/slovak-days-off.ts';
import { SHOP_TIME_ZONE } from '../calendar/shop-day.ts';

/** The shop's dispatch settings (global params), as plain numbers. */
export interface DispatchSettings {
  /** Hour (0–24, Europe/Bratislava) from which an order counts from the next working day. */
  readonly cutoffHour: number;
  /** Working days an express production takes off the production days. */
  readonly expressDaysSaved: number;
}

/** Defaults of the settings where the global params are missing or not a number. */
export const DEFAULT_DISPATCH_SETTINGS: DispatchSettings = { cutoffHour: 12, expressDaysSaved: 2 };

/** The workshop needs a working day of its own: nothing ships on the day its production starts. */
export const MIN_PRODUCTION_DAYS = 1;

// Made at first use, as shop-day.ts's: a time zone's formatter is slow to make on a phone.
let localParts: Intl.DateTimeFormat | undefined;
const localPartsOf = (): Intl.DateTimeFormat =>
  (localParts ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: SHOP_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    hourCycle: 'h23',
  }));

/** The instant's calendar day and hour in Bratislava. */
const bratislavaDayAndHour = (instant: Date): { day: string; hour: number } => {
  const parts = Object.fromEntries(
    localPartsOf()
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return { day: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) };
};

/**
 * The working day from which an order placed at `instant` is counted: its own day when that is a
 * working day and the order came before the cut-off hour (Bratislava time), else the next
 * working day.
 * @example productionStartDay(new Date('2026-12-04T12:30:00Z'), 12) // Friday 13:30 -> '2026-12-07'
 */
export const productionStartDay = (instant: Date, cutoffHour: number): string => {
  const { day, hour } = bratislavaDayAndHour(instant);
  if (isSlovakWorkingDay(day) && hour < cutoffHour) return day;
  return nextSlovakWorkingDay(addDays(day, 1));
};

/**
 * The working day `days` working days after `day` (a working day itself).
 * @example addWorkingDays('2026-12-23', 1) // -> '2026-12-28' (24–27 December are off)
 */
export const addWorkingDays = (day: string, days: number): string => {
  let d = day;
  for (let left = days; left > 0; left -= 1) d = nextSlovakWorkingDay(addDays(d, 1));
  return d;
};

/**
 * The production days with express: `expressDaysSaved` fewer, never below the workshop's own
 * day. Null when express would not bring the date forward (nothing to save), so it is neither
 * offered nor charged.
 * @example expressProductionDays(5, 2) // -> 3; expressProductionDays(1, 2) // -> null
 */
export const expressProductionDays = (productionDays: number, daysSaved: number): number | null => {
  const days = Math.max(MIN_PRODUCTION_DAYS, productionDays - Math.max(0, daysSaved));
  return days < productionDays ? days : null;
};

/** What a piece's dispatch day comes from. */
export interface DispatchQuestion {
  /** When the piece is (or would be) ordered. */
  readonly orderedAt: Date;
  /** Its production days from its parts (`productionDaysOf`). */
  readonly productionDays: number;
  /** Express production chosen. */
  readonly express: boolean;
  readonly settings: DispatchSettings;
}

/**
 * The day a piece ships, 'YYYY-MM-DD': its production days counted in Slovak working days from
 * the day production starts (`productionStartDay`); express takes days off while it can.
 * @example dispatchDate({ orderedAt: new Date('2026-12-04T12:30:00Z'), productionDays: 3,
 *   express: false, settings: { cutoffHour: 12, expressDaysSaved: 2 } })
 * // -> '2026-12-10' (Friday after the cut-off: counted from Monday 7 December)
 */
export const dispatchDate = ({
  orderedAt,
  productionDays,
  express,
  settings,
}: DispatchQuestion): string => {
  const standard = Math.max(MIN_PRODUCTION_DAYS, Math.ceil(productionDays));
  const days = express
    ? (expressProductionDays(standard, settings.expressDaysSaved) ?? standard)
    : standard;
  return addWorkingDays(productionStartDay(orderedAt, settings.cutoffHour), days);
};

/**
 * The latest of several dispatch days (an order ships when its slowest line is ready); null for
 * none.
 * @example latestDispatchDate(['2026-12-07', '2026-12-10']) // -> '2026-12-10'
 */
export const latestDispatchDate = (days: readonly (string | null | undefined)[]): string | null =>
  days.reduce<string | null>(
    (latest, day) => (day && (!latest || day > latest) ? day : latest),
    null,
  );

const WEEKDAY_UNTIL = ['nedele', 'pondelka', 'utorka', 'stredy', 'štvrtka', 'piatka', 'soboty'];

/**
 * A dispatch day as the shop writes it after 'Odošleme do': the weekday in the genitive, then
 * the date in the Slovak way.
 * @example dispatchDayText('2026-12-07') // -> 'pondelka 7. 12. 2026'
 */
export const dispatchDayText = (day: string): string => {
  const [year, month, date] = day.split('-').map(Number);
  const weekday = WEEKDAY_UNTIL[new Date(Date.UTC(year, month - 1, date)).getUTCDay()];
  return `${weekday} ${date}. ${month}. ${year}`;
};

/**
 * The sentence the shop shows with every configured piece, the basket and the order.
 * @example dispatchSentence('2026-12-07') // -> 'Odošleme do pondelka 7. 12. 2026'
 */
export const dispatchSentence = (day: string): string => `Odošleme do ${dispatchDayText(day)}`;
