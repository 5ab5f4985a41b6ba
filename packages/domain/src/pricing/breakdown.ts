import type { PriceLine } from './pricing.ts';

/**
 * Reads a stored price breakdown (`text2`: `label;detail;amount` lines, amounts like
 * '−12,37 €' or '1 234,50 €') back into lines. Lines that do not have three cells or a readable
 * amount are skipped: the text is for showing, the lines are for documents.
 * @example parseBreakdown('Tlač;0,06 m² × 30,00 €/m²;1,80 €') // -> [{ label: 'Tlač', detail: '0,06 m² × 30,00 €/m²', amountCents: 180 }]
 */
export const parseBreakdown = (text2: string | null | undefined): PriceLine[] => {
  const lines: PriceLine[] = [];
  for (const row of (text2 ?? '').split('\n')) {
    const cells = row.split(';');
    if (cells.length !== 3) continue;
    const [label, detail, amount] = cells;
    const digits = amount.replace(/[\s\u00a0€]/g, '').replace('−', '-');
    const match = /^(-?)(\d+),(\d{2})$/.exec(digits);
    if (!match) continue;
    const cents = Number(match[2]) * 100 + Number(match[3]);
    lines.push({ label, detail, amountCents: match[1] ? -cents : cents });
  }
  return lines;
};
