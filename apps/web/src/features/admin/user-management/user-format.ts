const two = (n: number): string => String(n).padStart(2, '0');

/**
 * A user's audit date as the back-office shows dates (spec §9: DD/MM/YY HH:mm, local time).
 * @example formatUserDate('2026-03-05T08:07:00Z') // -> '05/03/26 09:07' in Bratislava (CET)
 */
export const formatUserDate = (iso: string | null): string => {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return `${two(d.getDate())}/${two(d.getMonth() + 1)}/${two(d.getFullYear() % 100)} ${two(d.getHours())}:${two(d.getMinutes())}`;
};
