import { formatDecimalSk, formatEur, roundHalfUpToCents } from '../money/money.ts';

/**
 * What an order keeps of its crafted product and of the catalogue rows it was made from, so that
 * later catalogue edits never change what was ordered (DESIGN.md §7). Each part keeps its `id`
 * and these fields; the server writes it, the back-office reads it.
 */
export const ORDER_SNAPSHOT_FIELDS = {
  craftedProduct: [
    'productEnum',
    'text1',
    'text2',
    'text3',
    'finalWidth',
    'finalHeight',
    'photoOnlyWidth',
    'photoOnlyHeight',
    'copies',
    'price',
    'totalPrice',
    'lowestPrice30Days',
    'cropRealX',
    'cropRealY',
    'cropRealWidth',
    'cropRealHeight',
  ],
  productConfig: ['totalSizeCm', 'photoSizeCm', 'ratio', 'mirrorAddonSquare'],
  printMedia: ['name', 'mediaTypeEnum', 'mediaSurfaceEnum', 'pricePerSqare'],
  glass: ['name', 'isLaminat', 'pricePerSqare'],
  pasparta: ['name', 'colorCode', 'frameColorCatEnum', 'pricePerSqare'],
  frame: ['name', 'price', 'colorCode'],
  frameProfile: ['name', 'thickness', 'depth', 'frameEnum'],
  photo: ['title', 'width', 'height', 'fullfotoid', 'printableStatus'],
} as const;

export type SnapshotPart = keyof typeof ORDER_SNAPSHOT_FIELDS;
type SnapshotRow = Record<string, unknown> & { id: unknown };
export type OrderSnapshot = Record<SnapshotPart, SnapshotRow | null>;

/** The snapshot of an order from the rows it was made of (absent rows are `null`). */
export const orderSnapshotOf = (
  rows: Partial<Record<SnapshotPart, Record<string, unknown> | null>>,
): OrderSnapshot => {
  const pick = (part: SnapshotPart): SnapshotRow | null => {
    const row = rows[part];
    if (!row) return null;
    const kept = ORDER_SNAPSHOT_FIELDS[part].map((k) => [k, row[k] ?? null]);
    return Object.fromEntries([['id', row.id], ...kept]) as SnapshotRow;
  };
  const parts = Object.keys(ORDER_SNAPSHOT_FIELDS) as SnapshotPart[];
  return Object.fromEntries(parts.map((part) => [part, pick(part)])) as OrderSnapshot;
};

const text = (v: unknown): string | null =>
  v === null || v === undefined || String(v).trim() === '' ? null : String(v);
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const sk = (v: number): string => formatDecimalSk(v, 0, 2);

/**
 * The snapshot as the shop owner reads it: one labelled line per part that was ordered, in
 * Slovak. Tolerates snapshots written before a field existed and text that is not JSON (shown
 * as a single line rather than lost).
 * @example orderSnapshotLines('{"craftedProduct":{"id":1,"text3":"Fotografia","copies":2}}') // -> [{ label: 'Produkt', value: 'Fotografia' }, { label: 'Počet kusov', value: '2' }]
 */
export const orderSnapshotLines = (snapshot: string): { label: string; value: string }[] => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(snapshot);
  } catch {
    return snapshot.trim() ? [{ label: 'Záznam', value: snapshot }] : [];
  }
  if (!parsed || typeof parsed !== 'object') return [];
  const s = parsed as Partial<Record<SnapshotPart, Record<string, unknown> | null>>;
  const p = s.craftedProduct ?? {};
  const lines: { label: string; value: string | null }[] = [];
  lines.push({ label: 'Produkt', value: text(p.text3) });
  lines.push({ label: 'Popis', value: text(p.text1) });

  const config = s.productConfig;
  if (config) {
    const parts = [
      text(config.totalSizeCm) && `${text(config.totalSizeCm)} cm`,
      text(config.photoSizeCm) && `fotografia ${text(config.photoSizeCm)} cm`,
      text(config.ratio) && `pomer strán ${text(config.ratio)}`,
    ];
    lines.push({ label: 'Formát', value: parts.filter(Boolean).join(', ') || null });
  }
  lines.push({ label: 'Tlačové médium', value: text(s.printMedia?.name) });
  const mat = s.pasparta;
  lines.push({
    label: 'Pasparta',
    value: mat ? [text(mat.name), text(mat.colorCode)].filter(Boolean).join(', ') : null,
  });
  const frame = s.frame;
  if (frame) {
    const profile = s.frameProfile;
    const width = num(profile?.thickness);
    const depth = num(profile?.depth);
    const profileText = profile
      ? [
          text(profile.name) && `profil ${text(profile.name)}`,
          width !== null && `šírka lišty ${sk(width)} mm`,
          depth !== null && `hĺbka ${sk(depth)} mm`,
        ].filter(Boolean)
      : [];
    lines.push({
      label: 'Rám',
      value: [text(frame.name), ...profileText].filter(Boolean).join(', ') || null,
    });
  }
  lines.push({ label: 'Sklo', value: text(s.glass?.name) });
  lines.push({ label: 'Počet kusov', value: num(p.copies) === null ? null : String(p.copies) });

  const [x, y, w, h] = [p.cropRealX, p.cropRealY, p.cropRealWidth, p.cropRealHeight].map(num);
  if (w !== null && h !== null) {
    const from = x !== null && y !== null ? `, od bodu ${x}, ${y}` : '';
    lines.push({ label: 'Výrez z originálu', value: `${w} × ${h} px${from}` });
  }
  const photo = s.photo;
  if (photo) {
    const [pw, ph] = [num(photo.width), num(photo.height)];
    const size = pw !== null && ph !== null ? `${pw} × ${ph} px` : null;
    lines.push({
      label: 'Fotografia',
      value: [text(photo.title), size].filter(Boolean).join(', ') || null,
    });
  }
  const price = num(p.price);
  const total = num(p.totalPrice);
  if (price !== null) lines.push({ label: 'Cena', value: formatEur(roundHalfUpToCents(price)) });
  if (total !== null && price !== null && total !== price) {
    lines.push({ label: 'Cena pred zľavou', value: formatEur(roundHalfUpToCents(total)) });
  }
  return lines.filter((l): l is { label: string; value: string } => l.value !== null);
};
