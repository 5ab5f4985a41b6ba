/**
 * A Slovak company buying on invoice, its numbers as the shop stores them: compacted, the IČ DPH
 * with its SK. The order, e-invoice and withdrawal tests place orders for it.
 */
export const COMPANY_BUYER = {
  buyerName: 'Fotoateliér s.r.o.',
  buyerStreet: 'Štúrova 5',
  buyerCity: 'Košice',
  buyerPostcode: '040 01',
  buyerCountry: 'Slovensko',
  buyerIco: '35763469',
  buyerDic: '2020317068',
  buyerIcDph: 'SK2020317068',
} as const;
