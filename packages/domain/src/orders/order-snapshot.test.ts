import { describe, expect, it } from 'vitest';
import { orderSnapshotLines, orderSnapshotOf } from './order-snapshot.ts';

const framed = orderSnapshotOf({
  craftedProduct: {
    id: 7,
    productEnum: 'PHOTOPASPARTAFRAME',
    text1: 'Fotografia v ráme s paspartou, 50 × 40 cm',
    text3: 'Fotografia v ráme s paspartou',
    copies: 2,
    price: 118.25,
    totalPrice: 131.4,
    cropRealX: 120,
    cropRealY: 0,
    cropRealWidth: 3000,
    cropRealHeight: 2400,
    secret: 'not kept',
  },
  productConfig: { id: 3, totalSizeCm: '50x40', photoSizeCm: '30x20', ratio: '3:2' },
  printMedia: { id: 2, name: 'Fotopapier matný 240 g/m²' },
  glass: { id: 3, name: 'Antireflexné sklo' },
  pasparta: { id: 4, name: 'Biela', colorCode: '#ffffff' },
  frame: { id: 5, name: 'Dub prírodný 40' },
  frameProfile: { id: 6, name: 'Drevo 40', thickness: 40, depth: 22.5 },
  photo: { id: 8, title: 'Dovolenka.jpg', width: 3600, height: 2400 },
});

describe('orderSnapshotOf', () => {
  it('keeps the listed fields of each part and nothing else; a part not used is null', () => {
    expect(framed.craftedProduct).toMatchObject({ id: 7, copies: 2, price: 118.25 });
    expect(framed.craftedProduct).not.toHaveProperty('secret');
    expect(framed.productConfig).toEqual({
      id: 3,
      totalSizeCm: '50x40',
      photoSizeCm: '30x20',
      ratio: '3:2',
      mirrorAddonSquare: null,
    });
    expect(orderSnapshotOf({ craftedProduct: { id: 1 } }).frame).toBeNull();
  });
});

describe('orderSnapshotLines', () => {
  const lines = (rows: [label: string, value: string][]) =>
    rows.map(([label, value]) => ({ label, value }));

  it('reads a framed, matted order line by line in Slovak', () => {
    expect(orderSnapshotLines(JSON.stringify(framed))).toEqual(
      lines([
        ['Produkt', 'Fotografia v ráme s paspartou'],
        ['Popis', 'Fotografia v ráme s paspartou, 50 × 40 cm'],
        ['Formát', '50x40 cm, fotografia 30x20 cm, pomer strán 3:2'],
        ['Tlačové médium', 'Fotopapier matný 240 g/m²'],
        ['Pasparta', 'Biela, #ffffff'],
        ['Rám', 'Dub prírodný 40, profil Drevo 40, šírka lišty 40 mm, hĺbka 22,5 mm'],
        ['Sklo', 'Antireflexné sklo'],
        ['Počet kusov', '2'],
        ['Výrez z originálu', '3000 × 2400 px, od bodu 120, 0'],
        ['Fotografia', 'Dovolenka.jpg, 3600 × 2400 px'],
        ['Cena', '118,25\u00a0€'],
        ['Cena pred zľavou', '131,40\u00a0€'],
      ]),
    );
  });

  it('leaves out what the product does not have, and the old price when there was no promotion', () => {
    const plain = orderSnapshotOf({
      craftedProduct: { id: 1, text3: 'Fotografia', copies: 1, price: 3, totalPrice: 3 },
      printMedia: { id: 2, name: 'Fotopapier lesklý' },
    });
    expect(orderSnapshotLines(JSON.stringify(plain))).toEqual(
      lines([
        ['Produkt', 'Fotografia'],
        ['Tlačové médium', 'Fotopapier lesklý'],
        ['Počet kusov', '1'],
        ['Cena', '3,00\u00a0€'],
      ]),
    );
  });

  it('shows text that is not JSON as it is, and nothing for an empty snapshot', () => {
    expect(orderSnapshotLines('ručne zapísaná objednávka')).toEqual(
      lines([['Záznam', 'ručne zapísaná objednávka']]),
    );
    expect(orderSnapshotLines('')).toEqual([]);
    expect(orderSnapshotLines('null')).toEqual([]);
  });
});
