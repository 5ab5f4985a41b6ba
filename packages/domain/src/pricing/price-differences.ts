/**
 * How much each alternative costs more (positive) or less (negative) than the current choice, in
 * cents, keyed as given: the wizard's '+3,40 €' beside every option (format with
 * `formatEurDifference`). Pure; the alternatives are priced beforehand with `priceCraftedProduct`.
 * @example priceDifferences(11135, { 7: 11475, 9: 10835 }) // -> { 7: 340, 9: -300 }
 */
export const priceDifferences = <K extends string | number>(
  currentCents: number,
  alternatives: Readonly<Record<K, number>>,
): Record<K, number> => {
  const differences = {} as Record<K, number>;
  for (const key of Object.keys(alternatives) as K[]) {
    differences[key] = alternatives[key] - currentCents;
  }
  return differences;
};
