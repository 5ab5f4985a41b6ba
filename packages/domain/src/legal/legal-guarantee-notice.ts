/**
 * The harmonised notice on the legal guarantee of conformity (Directive 2011/83/EU Art. 5(1)(e),
 * 6(1)(l) and 22a, as amended by Directive (EU) 2024/825; design and content: Commission
 * Implementing Regulation (EU) 2025/1960, Annex I, Slovak version). One source for the image the
 * shop draws and for its text alternative, so the two always say the same; docs/decisions.md
 * says what it rests on and what the owner checks against the Official Journal.
 *
 * It concerns goods: every piece the shop makes is one. A voucher or a service shows none.
 */
export const LEGAL_GUARANTEE_NOTICE = {
  title: 'ZÁKONNÁ ZÁRUKA',
  subtitle: 'súladu tovaru so zmluvou',
  duration: '2',
  durationUnit: 'ROKY',
  durationLead: 'minimálne',
  /** The body, in the lines the image breaks it into. */
  lines: [
    'Ak je tovar chybný alebo nezodpovedá zmluve,',
    'predávajúci je povinný ho bezplatne opraviť',
    'alebo vymeniť, a ak to nie je možné,',
    'máte nárok na zľavu z ceny alebo na',
    'odstúpenie od zmluvy. Vnútroštátne právo',
    'môže stanoviť dlhšiu lehotu.',
  ],
  moreInfo: 'Viac informácií: europa.eu/youreurope',
} as const;

/**
 * The notice as one sentence run, which the image's text alternative reads out.
 * @example legalGuaranteeNoticeText() // -> 'Zákonná záruka súladu tovaru so zmluvou: minimálne 2 roky. Ak je tovar …'
 */
export const legalGuaranteeNoticeText = (): string => {
  const n = LEGAL_GUARANTEE_NOTICE;
  const title = n.title.charAt(0) + n.title.slice(1).toLowerCase();
  return `${title} ${n.subtitle}: ${n.durationLead} ${n.duration} ${n.durationUnit.toLowerCase()}. ${n.lines.join(' ')} ${n.moreInfo}`;
};
