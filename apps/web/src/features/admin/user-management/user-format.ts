import { slovakDateTime } from '@fotoobraz/domain';

/**
 * A user's audit date as the back-office shows dates, the Slovak way in Bratislava.
 * @example formatUserDate('2026-03-05T08:07:00Z') // -> '5. 3. 2026 09:07'
 */
export const formatUserDate = (iso: string | null): string => slovakDateTime(iso);
