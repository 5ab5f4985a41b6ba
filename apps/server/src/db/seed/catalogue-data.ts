import type { FrameColorCatEnum, PriceCategory, ProductEnum } from '@fotoobraz/domain';

/**
 * The demo catalogue as plain data: what a small Slovak photo workshop would sell. Rows refer to
 * each other by `key`; the seed turns keys into ids as it writes.
 */

export type ManufacturerKey =
  'workshop' | 'paper' | 'canvas' | 'board' | 'glass' | 'mat' | 'alu' | 'wood';

export const MANUFACTURERS: readonly {
  key: ManufacturerKey;
  name: string;
  description: string;
  deliveryDateDays: number;
}[] = [
  {
    key: 'workshop',
    name: 'Fotoobraz – vlastná dielňa',
    description: 'Tlač, napínanie plátien, rezanie paspárt a rámovanie v Bratislave.',
    deliveryDateDays: 2,
  },
  {
    key: 'paper',
    name: 'PaperLab Europe GmbH',
    description: 'Fotografické a Fine Art papiere v rolkách 61 a 111 cm.',
    deliveryDateDays: 10,
  },
  {
    key: 'canvas',
    name: 'Plátno Trnava s.r.o.',
    description: 'Bavlnené a polyesterové plátna, napínacie rámy zo smreka.',
    deliveryDateDays: 5,
  },
  {
    key: 'board',
    name: 'Dosky Žilina s.r.o.',
    description: 'Penové, PVC, hliníkové kompozitné a MDF dosky narezané na mieru.',
    deliveryDateDays: 4,
  },
  {
    key: 'glass',
    name: 'Sklo Nitra s.r.o.',
    description: 'Obrazové, antireflexné a múzejné sklo, akrylát a laminovacie fólie.',
    deliveryDateDays: 5,
  },
  {
    key: 'mat',
    name: 'Kartón Slovakia s.r.o.',
    description: 'Paspartové kartóny 1,4 mm, štandardné aj múzejné (bezkyselinové).',
    deliveryDateDays: 7,
  },
  {
    key: 'alu',
    name: 'AluProfil CZ s.r.o.',
    description: 'Hliníkové rámové lišty, eloxované a práškovo lakované.',
    deliveryDateDays: 10,
  },
  {
    key: 'wood',
    name: 'Lišty Orava s.r.o.',
    description: 'Drevené rámové lišty z dubu, buku, borovice a lipy, ručne zlátené.',
    deliveryDateDays: 7,
  },
];

/** Parts of a product (`is*` flags) and choices the customer makes (`askFor*` flags). */
export const PRODUCT_PARTS = [
  'paper',
  'canvas',
  'desk',
  'pasparta',
  'frame',
  'glass',
  'lamin',
  'hook',
] as const;
export type ProductPart = (typeof PRODUCT_PARTS)[number];

export interface ProductSeed {
  productEnum: ProductEnum;
  name: string;
  description: string;
  /** Workmanship in EUR per m² of the outer size. */
  priceManufactPerSquare: number;
  madeOf: readonly ProductPart[];
  asksFor: readonly ProductPart[];
  /** GPSR Art. 19(c): what the customer must know to hang, place and keep the piece safely. */
  safetyWarnings: string;
}

/**
 * The eleven product kinds in the wizard's order. What each is made of and asks for:
 *
 * | productEnum         | made of (is*)                        | customer chooses (askFor*)      |
 * |---------------------|--------------------------------------|---------------------------------|
 * | PLAINPHOTO          | paper                                | paper                           |
 * | PLAINPHOTOLAMIN     | paper, lamin                         | paper, lamin                    |
 * | PHOTOPASPARTAFRAME  | paper, pasparta, frame, glass, hook  | paper, pasparta, frame, glass   |
 * | PHOTOFRAME          | paper, frame, glass, hook            | paper, frame, glass             |
 * | PHOTOCANVAS         | canvas, hook                         | canvas                          |
 * | PHOTOCANVASFRAME    | canvas, frame, hook                  | canvas, frame (isForCanvas)     |
 * | PHOTODESK           | desk                                 | desk                            |
 * | PHOTODESKLAMIN      | desk, lamin                          | desk, lamin                     |
 * | PHOTODESKFRAME      | desk, frame                          | desk, frame                     |
 * | PHOTODESKFRAMELAMIN | desk, frame, lamin                   | desk, frame, lamin              |
 * | PHOTOGLASS          | paper, glass, hook                   | glass                           |
 *
 * - Lamination and glass share the crafted product's one glass slot (DESIGN.md §5), so no product
 *   asks for both; a laminated photo in a frame is therefore sold without glass.
 * - Nobody chooses a hook: framed and canvas pieces come with one, desk pieces stand on a foot.
 * - PHOTOGLASS is printed on the workshop's own glossy paper bonded to the glass: the customer
 *   picks only the glass, the crafted product's print media is the 'none' row (id 1) and the
 *   print is part of its higher workmanship price.
 * - A desk photo is printed on a board (print media of type DOSKA), so its board is its medium.
 */
// The warnings are made of the same few sentences per part, so that two products with the same
// glass or hook never word it differently.
const GLASS =
  'Sklo (okrem akrylátu) sa pri páde môže rozbiť a jeho črepy sú ostré; s obrazom manipulujte opatrne.';
const CHILDREN = 'Do detskej izby a nad posteľ ho vešajte len pevne uchytený.';
const HOOK =
  'Obraz zaveste za háčik na zadnej strane na skrutku s hmoždinkou vhodnou pre vašu stenu a hmotnosť obrazu; veľký zasklený obraz váži niekoľko kilogramov.';
const PAPER =
  'Fotopapier chráňte pred vlhkom a dlhodobým priamym slnkom, farby by mohli vyblednúť. Povrchu sa nedotýkajte prstami.';
const LAMIN =
  'Lamináciu čistite len mierne navlhčenou mäkkou handričkou bez čistiacich prostriedkov.';
const CANVAS =
  'Plátno chráňte pred vlhkom a priamym slnkom a neutierajte ho mokrou handrou; prach odstráňte suchým mäkkým štetcom.';
const CANVAS_HANG =
  'Obraz na drevenom podráme je ľahký: zaveste ho za háčik na zadnej strane na skrutku alebo klinec vhodný pre vašu stenu.';
const DESK =
  'Stojan vyklopte úplne a fotografiu postavte na rovný, stabilný povrch, nie na okraj stola či poličky.';
const DESK_CARE = 'Dosku nevystavujte vlhku ani priamemu slnku a neohýbajte ju.';
const FRAME_CORNERS = 'Rohy rámu sú tvrdé, malým deťom ho nedávajte do rúk.';

/**
 * A product record. The customer chooses every part it is made of but the hook, unless
 * `asksFor` says otherwise; its safety warnings are the sentences of `warnings`, in that order.
 */
const product = ({
  warnings,
  asksFor,
  ...seed
}: Omit<ProductSeed, 'asksFor' | 'safetyWarnings'> & {
  asksFor?: readonly ProductPart[];
  warnings: readonly string[];
}): ProductSeed => ({
  ...seed,
  asksFor: asksFor ?? seed.madeOf.filter((part) => part !== 'hook'),
  safetyWarnings: warnings.join(' '),
});

export const PRODUCTS: readonly ProductSeed[] = [
  product({
    productEnum: 'PLAINPHOTO',
    name: 'Fotografia',
    description:
      'Klasická fotografia na prémiovom fotopapieri v rozmere podľa vašej fotografie, kratšia strana od 20 do 60 cm.',
    priceManufactPerSquare: 5,
    madeOf: ['paper'],
    warnings: [PAPER],
  }),
  product({
    productEnum: 'PLAINPHOTOLAMIN',
    name: 'Laminovaná fotografia',
    description:
      'Fotografia chránená laminovacou fóliou proti vlhkosti, odtlačkom prstov a UV žiareniu. Vhodná do kuchyne, kancelárie aj na výstavy.',
    priceManufactPerSquare: 8,
    madeOf: ['paper', 'lamin'],
    warnings: [LAMIN, 'Fotografiu neohýbajte a chráňte pred dlhodobým priamym slnkom.'],
  }),
  product({
    productEnum: 'PHOTOPASPARTAFRAME',
    name: 'Fotografia s paspartou v ráme',
    description:
      'Fotografia s paspartou so skoseným výrezom, zasklená v ráme a pripravená na zavesenie. Galerijná klasika pre portréty aj krajinky.',
    priceManufactPerSquare: 60,
    madeOf: ['paper', 'pasparta', 'frame', 'glass', 'hook'],
    warnings: [GLASS, HOOK, CHILDREN],
  }),
  product({
    productEnum: 'PHOTOFRAME',
    name: 'Fotografia v ráme',
    description:
      'Fotografia zasklená v hliníkovom alebo drevenom ráme, so zadnou stenou a závesom.',
    priceManufactPerSquare: 50,
    madeOf: ['paper', 'frame', 'glass', 'hook'],
    warnings: [GLASS, HOOK, CHILDREN],
  }),
  product({
    productEnum: 'PHOTOCANVAS',
    name: 'Fotoobraz na plátne',
    description:
      'Tlač na plátno napnuté na drevený podrám hrúbky 2 cm; okraje sú zrkadlovo pretlačené, takže motív nestratíte. Dodávame so závesom.',
    priceManufactPerSquare: 35,
    madeOf: ['canvas', 'hook'],
    warnings: [CANVAS, CANVAS_HANG],
  }),
  product({
    productEnum: 'PHOTOCANVASFRAME',
    name: 'Fotoobraz na plátne v ráme',
    description:
      'Napnuté plátno vsadené do rámu pre plátno s tieňovou škárou, ktorá obraz opticky odľahčí.',
    priceManufactPerSquare: 45,
    madeOf: ['canvas', 'frame', 'hook'],
    warnings: [CANVAS, CANVAS_HANG, 'Obraz prenášajte za rám, nie za plátno.'],
  }),
  product({
    productEnum: 'PHOTODESK',
    name: 'Fotografia na doske',
    description:
      'Fotografia natlačená na pevnú dosku so stojanom na stôl alebo poličku. Ľahká, odolná a bez skla.',
    priceManufactPerSquare: 25,
    madeOf: ['desk'],
    warnings: [DESK, DESK_CARE],
  }),
  product({
    productEnum: 'PHOTODESKLAMIN',
    name: 'Laminovaná fotografia na doske',
    description:
      'Fotografia na doske so stojanom, chránená laminovacou fóliou, ktorú môžete utrieť vlhkou handričkou.',
    priceManufactPerSquare: 30,
    madeOf: ['desk', 'lamin'],
    warnings: [DESK, LAMIN],
  }),
  product({
    productEnum: 'PHOTODESKFRAME',
    name: 'Fotografia na doske v ráme',
    description: 'Fotografia na doske orámovaná lištou podľa výberu, so stojanom na stôl.',
    priceManufactPerSquare: 40,
    madeOf: ['desk', 'frame'],
    warnings: [DESK, DESK_CARE, FRAME_CORNERS],
  }),
  product({
    productEnum: 'PHOTODESKFRAMELAMIN',
    name: 'Laminovaná fotografia na doske v ráme',
    description:
      'Laminovaná fotografia na doske v ráme so stojanom; laminácia nahrádza sklo, preto nič neodráža.',
    priceManufactPerSquare: 45,
    madeOf: ['desk', 'frame', 'lamin'],
    warnings: [DESK, LAMIN, FRAME_CORNERS],
  }),
  product({
    productEnum: 'PHOTOGLASS',
    name: 'Fotografia za sklom',
    description:
      'Lesklá fotografia podlepená za hrubé sklo alebo akrylát s hliníkovým závesom. Farby pôsobia hlboko a žiarivo.',
    priceManufactPerSquare: 90,
    madeOf: ['paper', 'glass', 'hook'],
    asksFor: ['glass'],
    warnings: [
      GLASS,
      'Hrubé sklo je ťažké: hliníkový záves na zadnej strane zaveste na dve skrutky s hmoždinkami vhodnými pre vašu stenu, do sadrokartónu len so sadrokartónovými kotvami.',
      CHILDREN,
    ],
  }),
];

export const SUPPORTED_RATIOS = ['3:2', '4:3', '1:1', '16:9'] as const;
export type Ratio = (typeof SUPPORTED_RATIOS)[number];

/** A config size: `total` is the outer size, `photo` the visible photo when a mat surrounds it. */
export interface SizeSeed {
  total: string;
  photo?: string;
}

const sizes = (...totals: string[]): SizeSeed[] => totals.map((total) => ({ total }));

/** Photo-only products size freely; these configs exist so every ratio is a supported one. */
const PLAIN_SIZES: Record<Ratio, SizeSeed[]> = {
  '3:2': sizes('30x20', '45x30', '60x40', '90x60'),
  '4:3': sizes('40x30', '60x45', '80x60'),
  '1:1': sizes('30x30', '50x50'),
  '16:9': sizes('48x27', '64x36', '96x54'),
};

const FRAMED_SIZES: Record<Ratio, SizeSeed[]> = {
  '3:2': sizes('30x20', '45x30', '60x40', '75x50', '90x60', '120x80'),
  '4:3': sizes('40x30', '60x45', '80x60', '100x75'),
  '1:1': sizes('30x30', '40x40', '50x50', '70x70'),
  '16:9': sizes('48x27', '64x36', '80x45', '112x63'),
};

/** A photo of `photo` cm in a mat `border` cm wide all round: the outer size follows. */
const matted = (photo: string, border: number): SizeSeed => {
  const [w, h] = photo.split('x').map(Number);
  return { total: `${w + 2 * border}x${h + 2 * border}`, photo };
};

/**
 * An even mat border (5 to 8 cm, wider on larger pieces) around the photo, so the window keeps
 * the config's ratio exactly.
 */
const MAT_SIZES: Record<Ratio, SizeSeed[]> = {
  '3:2': [matted('30x20', 5), matted('45x30', 5), matted('60x40', 7), matted('90x60', 8)],
  '4:3': [matted('20x15', 5), matted('40x30', 5), matted('60x45', 6), matted('80x60', 7)],
  '1:1': [matted('30x30', 5), matted('40x40', 5), matted('50x50', 7), matted('60x60', 8)],
  '16:9': [matted('48x27', 5), matted('64x36', 6), matted('80x45', 7)],
};

const CANVAS_SIZES: Record<Ratio, SizeSeed[]> = {
  '3:2': sizes('45x30', '60x40', '75x50', '90x60', '120x80'),
  '4:3': sizes('40x30', '60x45', '80x60', '100x75'),
  '1:1': sizes('30x30', '50x50', '70x70', '90x90'),
  '16:9': sizes('64x36', '80x45', '96x54', '128x72'),
};

/** Boards stand on a desk or a shelf: small sizes only. */
const DESK_SIZES: Record<Ratio, SizeSeed[]> = {
  '3:2': sizes('15x10', '21x14', '30x20', '45x30'),
  '4:3': sizes('20x15', '28x21', '40x30'),
  '1:1': sizes('15x15', '20x20', '30x30'),
  '16:9': sizes('32x18', '48x27'),
};

export const CONFIG_SIZES: Record<ProductEnum, Record<Ratio, SizeSeed[]>> = {
  PLAINPHOTO: PLAIN_SIZES,
  PLAINPHOTOLAMIN: PLAIN_SIZES,
  PHOTOPASPARTAFRAME: MAT_SIZES,
  PHOTOFRAME: FRAMED_SIZES,
  PHOTOCANVAS: CANVAS_SIZES,
  PHOTOCANVASFRAME: CANVAS_SIZES,
  PHOTODESK: DESK_SIZES,
  PHOTODESKLAMIN: DESK_SIZES,
  PHOTODESKFRAME: DESK_SIZES,
  PHOTODESKFRAMELAMIN: DESK_SIZES,
  PHOTOGLASS: FRAMED_SIZES,
};

/**
 * Depth of canvas wrapped around the 2 cm stretcher: the mirrored edge. A 60x40 canvas needs
 * 2 x (60 + 40) / 100 m x 0.02 m = 0.04 m² more, as in DESIGN.md §5's worked example.
 */
export const CANVAS_WRAP_DEPTH_M = 0.02;

export type MediaSwatch =
  | { kind: 'paper'; tint: string }
  | { kind: 'canvas'; tint: string }
  | { kind: 'board'; edge: string };

export interface PrintMediaSeed {
  key: string;
  mediaTypeEnum: 'PAPIER' | 'PLATNO' | 'DOSKA';
  mediaCategoryEnum: 'PREMIOVY' | 'FINEART';
  mediaSurfaceEnum: 'MATNY' | 'POLOMATNY' | 'LESKLY' | 'ULTRALESKLY';
  name: string;
  description: string;
  pricePerSqare: number;
  enabled: boolean;
  inStock: number;
  manufacturer: ManufacturerKey;
  swatch: MediaSwatch;
}

/** The 'none' row: must be the first print media written, so that it gets id 1. */
export const NO_PRINT_MEDIA: PrintMediaSeed = {
  key: 'none',
  mediaTypeEnum: 'PAPIER',
  mediaCategoryEnum: 'PREMIOVY',
  mediaSurfaceEnum: 'MATNY',
  name: 'Bez média',
  description: 'Technický záznam: produkt médium nevyžaduje (nezobrazuje sa v ponuke).',
  pricePerSqare: 0,
  enabled: true,
  inStock: 0,
  manufacturer: 'workshop',
  swatch: { kind: 'paper', tint: '#ffffff' },
};

export const PRINT_MEDIA: readonly PrintMediaSeed[] = [
  {
    key: 'paper-matte',
    mediaTypeEnum: 'PAPIER',
    mediaCategoryEnum: 'PREMIOVY',
    mediaSurfaceEnum: 'MATNY',
    name: 'Fotopapier matný 240 g/m²',
    description: 'Matný povrch bez odleskov, jemné podanie farieb. Vhodný za sklo.',
    pricePerSqare: 24,
    enabled: true,
    inStock: 120,
    manufacturer: 'paper',
    swatch: { kind: 'paper', tint: '#fafaf7' },
  },
  {
    key: 'paper-luster',
    mediaTypeEnum: 'PAPIER',
    mediaCategoryEnum: 'PREMIOVY',
    mediaSurfaceEnum: 'POLOMATNY',
    name: 'Fotopapier polomatný (luster) 260 g/m²',
    description: 'Najobľúbenejší povrch: sýte farby, jemná štruktúra, málo odtlačkov prstov.',
    pricePerSqare: 26,
    enabled: true,
    inStock: 200,
    manufacturer: 'paper',
    swatch: { kind: 'paper', tint: '#fbfbf9' },
  },
  {
    key: 'paper-gloss',
    mediaTypeEnum: 'PAPIER',
    mediaCategoryEnum: 'PREMIOVY',
    mediaSurfaceEnum: 'LESKLY',
    name: 'Fotopapier lesklý 260 g/m²',
    description: 'Lesklý povrch s vysokým kontrastom a hlbokou čiernou.',
    pricePerSqare: 26,
    enabled: true,
    inStock: 150,
    manufacturer: 'paper',
    swatch: { kind: 'paper', tint: '#ffffff' },
  },
  {
    key: 'paper-metallic',
    mediaTypeEnum: 'PAPIER',
    mediaCategoryEnum: 'PREMIOVY',
    mediaSurfaceEnum: 'ULTRALESKLY',
    name: 'Fotopapier ultralesklý metalický 300 g/m²',
    description: 'Perleťovo-metalický lesk, ktorý rozžiari autá, architektúru a nočné mestá.',
    pricePerSqare: 34,
    enabled: true,
    inStock: 60,
    manufacturer: 'paper',
    swatch: { kind: 'paper', tint: '#f3f5f8' },
  },
  {
    key: 'paper-silk',
    mediaTypeEnum: 'PAPIER',
    mediaCategoryEnum: 'PREMIOVY',
    mediaSurfaceEnum: 'POLOMATNY',
    name: 'Fotopapier hodvábny 250 g/m² (dočasne nedostupný)',
    description: 'Hodvábny povrch; dodávka od výrobcu sa oneskoruje.',
    pricePerSqare: 28,
    enabled: false,
    inStock: 0,
    manufacturer: 'paper',
    swatch: { kind: 'paper', tint: '#fbfaf6' },
  },
  {
    key: 'fineart-cotton',
    mediaTypeEnum: 'PAPIER',
    mediaCategoryEnum: 'FINEART',
    mediaSurfaceEnum: 'MATNY',
    name: 'Fine Art bavlnený papier 308 g/m²',
    description:
      'Papier zo 100 % bavlny bez kyselín, zamatovo matný. Archívna trvanlivosť nad 100 rokov.',
    pricePerSqare: 58,
    enabled: true,
    inStock: 40,
    manufacturer: 'paper',
    swatch: { kind: 'paper', tint: '#f6f1e6' },
  },
  {
    key: 'fineart-watercolour',
    mediaTypeEnum: 'PAPIER',
    mediaCategoryEnum: 'FINEART',
    mediaSurfaceEnum: 'MATNY',
    name: 'Fine Art akvarelový papier 310 g/m²',
    description: 'Výrazná štruktúra akvarelového papiera pre reprodukcie malieb a kresieb.',
    pricePerSqare: 55,
    enabled: true,
    inStock: 25,
    manufacturer: 'paper',
    swatch: { kind: 'paper', tint: '#f4efe2' },
  },
  {
    key: 'fineart-baryta',
    mediaTypeEnum: 'PAPIER',
    mediaCategoryEnum: 'FINEART',
    mediaSurfaceEnum: 'POLOMATNY',
    name: 'Fine Art baryta 315 g/m²',
    description: 'Tradičný barytový povrch čiernobielej fotografie, hlboká čierna a jemný lesk.',
    pricePerSqare: 64,
    enabled: true,
    inStock: 30,
    manufacturer: 'paper',
    swatch: { kind: 'paper', tint: '#f7f4ec' },
  },
  {
    key: 'fineart-gloss',
    mediaTypeEnum: 'PAPIER',
    mediaCategoryEnum: 'FINEART',
    mediaSurfaceEnum: 'LESKLY',
    name: 'Fine Art lesklý papier 300 g/m²',
    description: 'Alfa-celulózový papier s lesklým povrchom pre maximálny farebný rozsah.',
    pricePerSqare: 60,
    enabled: true,
    inStock: 20,
    manufacturer: 'paper',
    swatch: { kind: 'paper', tint: '#fbfbfa' },
  },
  {
    key: 'canvas-cotton',
    mediaTypeEnum: 'PLATNO',
    mediaCategoryEnum: 'PREMIOVY',
    mediaSurfaceEnum: 'MATNY',
    name: 'Bavlnené plátno matné 380 g/m²',
    description: 'Prírodné bavlnené plátno s viditeľnou väzbou, matné a bez odleskov.',
    pricePerSqare: 45,
    enabled: true,
    inStock: 80,
    manufacturer: 'canvas',
    swatch: { kind: 'canvas', tint: '#f5f1e8' },
  },
  {
    key: 'canvas-poly',
    mediaTypeEnum: 'PLATNO',
    mediaCategoryEnum: 'PREMIOVY',
    mediaSurfaceEnum: 'POLOMATNY',
    name: 'Polyesterové plátno polomatné 340 g/m²',
    description: 'Jemnejšia väzba a sýtejšie farby za priaznivú cenu.',
    pricePerSqare: 38,
    enabled: true,
    inStock: 90,
    manufacturer: 'canvas',
    swatch: { kind: 'canvas', tint: '#f8f7f3' },
  },
  {
    key: 'canvas-gloss',
    mediaTypeEnum: 'PLATNO',
    mediaCategoryEnum: 'PREMIOVY',
    mediaSurfaceEnum: 'LESKLY',
    name: 'Lesklé plátno 350 g/m²',
    description: 'Plátno s lesklým lakom, odolné proti vlhkosti; vhodné do kúpeľne a kuchyne.',
    pricePerSqare: 48,
    enabled: true,
    inStock: 35,
    manufacturer: 'canvas',
    swatch: { kind: 'canvas', tint: '#fbfbfb' },
  },
  {
    key: 'canvas-fineart',
    mediaTypeEnum: 'PLATNO',
    mediaCategoryEnum: 'FINEART',
    mediaSurfaceEnum: 'MATNY',
    name: 'Fine Art plátno bavlna a ľan 410 g/m²',
    description: 'Umelecké plátno zo zmesi bavlny a ľanu, akým maliari zvyknú napínať obrazy.',
    pricePerSqare: 68,
    enabled: true,
    inStock: 15,
    manufacturer: 'canvas',
    swatch: { kind: 'canvas', tint: '#efe8d8' },
  },
  {
    key: 'board-foam',
    mediaTypeEnum: 'DOSKA',
    mediaCategoryEnum: 'PREMIOVY',
    mediaSurfaceEnum: 'MATNY',
    name: 'Penová doska 5 mm',
    description: 'Ľahká penová doska s kartónovým povrchom, matná tlač.',
    pricePerSqare: 32,
    enabled: true,
    inStock: 40,
    manufacturer: 'board',
    swatch: { kind: 'board', edge: '#f2f2ee' },
  },
  {
    key: 'board-pvc',
    mediaTypeEnum: 'DOSKA',
    mediaCategoryEnum: 'PREMIOVY',
    mediaSurfaceEnum: 'POLOMATNY',
    name: 'PVC doska 5 mm',
    description: 'Tuhá biela PVC doska odolná proti vlhkosti, polomatná tlač.',
    pricePerSqare: 36,
    enabled: true,
    inStock: 40,
    manufacturer: 'board',
    swatch: { kind: 'board', edge: '#ffffff' },
  },
  {
    key: 'board-dibond',
    mediaTypeEnum: 'DOSKA',
    mediaCategoryEnum: 'PREMIOVY',
    mediaSurfaceEnum: 'LESKLY',
    name: 'Hliníková kompozitná doska 3 mm',
    description:
      'Hliníkový sendvič s polyetylénovým jadrom: rovný, pevný a nadčasový. Lesklá tlač.',
    pricePerSqare: 58,
    enabled: true,
    inStock: 25,
    manufacturer: 'board',
    swatch: { kind: 'board', edge: '#9ea3a8' },
  },
  {
    key: 'board-mdf',
    mediaTypeEnum: 'DOSKA',
    mediaCategoryEnum: 'FINEART',
    mediaSurfaceEnum: 'MATNY',
    name: 'Drevená doska MDF 10 mm',
    description: 'Hrubá MDF doska s prírodnou hranou, matná tlač s efektom dreva.',
    pricePerSqare: 44,
    enabled: true,
    inStock: 20,
    manufacturer: 'board',
    swatch: { kind: 'board', edge: '#a77b4f' },
  },
];

export interface GlassSeed {
  key: string;
  name: string;
  description: string;
  isLaminat: boolean;
  pricePerSqare: number;
  colorCode: string;
  onlyForProduct?: ProductEnum;
  enabled: boolean;
  inStock: number;
  manufacturer: ManufacturerKey;
}

/** The 'none' row: must be the first glass written, so that it gets id 1. */
export const NO_GLASS: GlassSeed = {
  key: 'none',
  name: 'Bez skla',
  description: 'Technický záznam: produkt sklo ani lamináciu nevyžaduje.',
  isLaminat: false,
  pricePerSqare: 0,
  colorCode: '#ffffff',
  enabled: true,
  inStock: 0,
  manufacturer: 'workshop',
};

/** The model has no surface field for glass (GLASS_SURFACE): the name says matné / lesklé. */
export const GLASSES: readonly GlassSeed[] = [
  {
    key: 'float-gloss',
    name: 'Číre sklo 2 mm, lesklé',
    description: 'Obrazové plavené sklo s vysokou priepustnosťou svetla.',
    isLaminat: false,
    pricePerSqare: 40,
    colorCode: '#eef6f6',
    enabled: true,
    inStock: 60,
    manufacturer: 'glass',
  },
  {
    key: 'antireflex-matte',
    name: 'Antireflexné sklo 2 mm, matné',
    description: 'Leptaný povrch rozptyľuje odlesky okien a lámp.',
    isLaminat: false,
    pricePerSqare: 55,
    colorCode: '#f1f4f4',
    enabled: true,
    inStock: 40,
    manufacturer: 'glass',
  },
  {
    key: 'museum',
    name: 'Múzejné sklo s UV filtrom 2 mm, matné',
    description: 'Takmer neviditeľné sklo s antireflexnou vrstvou, chráni pred 99 % UV žiarenia.',
    isLaminat: false,
    pricePerSqare: 140,
    colorCode: '#f5f7f7',
    enabled: true,
    inStock: 10,
    manufacturer: 'glass',
  },
  {
    key: 'acrylic-2',
    name: 'Akrylátové sklo 2 mm, lesklé',
    description: 'Ľahké a nerozbitné plexisklo, vhodné do detských izieb a na veľké formáty.',
    isLaminat: false,
    pricePerSqare: 36,
    colorCode: '#f0f6f7',
    enabled: true,
    inStock: 30,
    manufacturer: 'glass',
  },
  {
    key: 'acrylic-4-gloss',
    name: 'Akrylát 4 mm, lesklý',
    description: 'Hrubý číry akrylát, na ktorý sa fotografia podlepí: farby pôsobia ako pod vodou.',
    isLaminat: false,
    pricePerSqare: 95,
    colorCode: '#e8f3f4',
    onlyForProduct: 'PHOTOGLASS',
    enabled: true,
    inStock: 20,
    manufacturer: 'glass',
  },
  {
    key: 'acrylic-4-matte',
    name: 'Akrylát 4 mm, matný',
    description: 'Hrubý akrylát s matným povrchom bez odleskov.',
    isLaminat: false,
    pricePerSqare: 110,
    colorCode: '#eef3f3',
    onlyForProduct: 'PHOTOGLASS',
    enabled: true,
    inStock: 12,
    manufacturer: 'glass',
  },
  {
    key: 'lamin-matte',
    name: 'Laminácia matná s UV ochranou',
    description: 'Matná ochranná fólia: bez odleskov, odolná proti poškriabaniu a vyblednutiu.',
    isLaminat: true,
    pricePerSqare: 12,
    colorCode: '#f7f7f7',
    enabled: true,
    inStock: 300,
    manufacturer: 'glass',
  },
  {
    key: 'lamin-gloss',
    name: 'Laminácia lesklá',
    description: 'Lesklá ochranná fólia, ktorá zvýrazní kontrast a hĺbku farieb.',
    isLaminat: true,
    pricePerSqare: 11,
    colorCode: '#ffffff',
    enabled: true,
    inStock: 300,
    manufacturer: 'glass',
  },
  {
    key: 'lamin-structure',
    name: 'Laminácia so štruktúrou plátna',
    description: 'Fólia s reliéfom plátna: fotografia pôsobí ako maľba.',
    isLaminat: true,
    pricePerSqare: 15,
    colorCode: '#f4f2ec',
    enabled: true,
    inStock: 150,
    manufacturer: 'glass',
  },
];

export interface PaspartaSeed {
  key: string;
  category: 'STANDARDNA' | 'MUZEALNA';
  name: string;
  description: string;
  pricePerSqare: number;
  colour: FrameColorCatEnum;
  colorCode: string;
  /** Colour of the bevelled cut edge (the board's core). */
  core: string;
}

const STANDARD_MAT = 'Paspartový kartón 1,4 mm so skoseným výrezom 45°.';
const MUSEUM_MAT =
  'Múzejný kartón zo 100 % bavlny bez lignínu a kyselín, 1,6 mm; fotografiu nepoškodí ani po desaťročiach.';

export const PASPARTAS: readonly PaspartaSeed[] = [
  {
    key: 'white',
    category: 'STANDARDNA',
    name: 'Biela',
    description: STANDARD_MAT,
    pricePerSqare: 25,
    colour: 'BIELA',
    colorCode: '#f8f8f5',
    core: '#ffffff',
  },
  {
    key: 'cream',
    category: 'STANDARDNA',
    name: 'Krémová',
    description: STANDARD_MAT,
    pricePerSqare: 25,
    colour: 'BEZOVA',
    colorCode: '#f1e9d8',
    core: '#ffffff',
  },
  {
    key: 'ivory',
    category: 'STANDARDNA',
    name: 'Slonová kosť',
    description: STANDARD_MAT,
    pricePerSqare: 25,
    colour: 'BEZOVA',
    colorCode: '#ece3cc',
    core: '#ffffff',
  },
  {
    key: 'light-grey',
    category: 'STANDARDNA',
    name: 'Svetlosivá',
    description: STANDARD_MAT,
    pricePerSqare: 25,
    colour: 'SEDA',
    colorCode: '#c9c9c6',
    core: '#ffffff',
  },
  {
    key: 'anthracite',
    category: 'STANDARDNA',
    name: 'Antracitová',
    description: STANDARD_MAT,
    pricePerSqare: 25,
    colour: 'SEDA',
    colorCode: '#45484b',
    core: '#ffffff',
  },
  {
    key: 'black',
    category: 'STANDARDNA',
    name: 'Čierna',
    description: STANDARD_MAT,
    pricePerSqare: 25,
    colour: 'CIERNA',
    colorCode: '#1b1b1b',
    core: '#f4f4f0',
  },
  {
    key: 'black-core',
    category: 'STANDARDNA',
    name: 'Čierna s čiernym jadrom',
    description: 'Čierny kartón prefarbený celou hrúbkou, výrez zostáva čierny.',
    pricePerSqare: 29,
    colour: 'CIERNA',
    colorCode: '#161616',
    core: '#1e1e1e',
  },
  {
    key: 'brown',
    category: 'STANDARDNA',
    name: 'Čokoládovo hnedá',
    description: STANDARD_MAT,
    pricePerSqare: 25,
    colour: 'HNEDA',
    colorCode: '#5a4232',
    core: '#ffffff',
  },
  {
    key: 'navy',
    category: 'STANDARDNA',
    name: 'Tmavomodrá',
    description: STANDARD_MAT,
    pricePerSqare: 25,
    colour: 'MODRA',
    colorCode: '#1f3557',
    core: '#ffffff',
  },
  {
    key: 'green',
    category: 'STANDARDNA',
    name: 'Olivovo zelená',
    description: STANDARD_MAT,
    pricePerSqare: 25,
    colour: 'ZELENA',
    colorCode: '#55603f',
    core: '#ffffff',
  },
  {
    key: 'burgundy',
    category: 'STANDARDNA',
    name: 'Bordová',
    description: STANDARD_MAT,
    pricePerSqare: 25,
    colour: 'CERVENA',
    colorCode: '#6b1f2a',
    core: '#ffffff',
  },
  {
    key: 'museum-white',
    category: 'MUZEALNA',
    name: 'Múzejná biela',
    description: MUSEUM_MAT,
    pricePerSqare: 48,
    colour: 'BIELA',
    colorCode: '#fbfaf6',
    core: '#fbfaf6',
  },
  {
    key: 'museum-natural',
    category: 'MUZEALNA',
    name: 'Múzejná prírodná biela',
    description: MUSEUM_MAT,
    pricePerSqare: 48,
    colour: 'BEZOVA',
    colorCode: '#f3efe3',
    core: '#f3efe3',
  },
  {
    key: 'museum-grey',
    category: 'MUZEALNA',
    name: 'Múzejná perlovo sivá',
    description: MUSEUM_MAT,
    pricePerSqare: 48,
    colour: 'SEDA',
    colorCode: '#b9b8b3',
    core: '#f7f6f1',
  },
  {
    key: 'museum-black',
    category: 'MUZEALNA',
    name: 'Múzejná čierna',
    description: MUSEUM_MAT,
    pricePerSqare: 52,
    colour: 'CIERNA',
    colorCode: '#191919',
    core: '#191919',
  },
];

/** How a finish looks, for its generated texture. */
export type FinishLook = 'brushed' | 'painted' | 'wood' | 'gilded';

export interface FrameFinish {
  key: string;
  /** Masculine adjective phrase that completes the frame's name ('... strieborný matný'). */
  name: string;
  colour: FrameColorCatEnum;
  colour2?: FrameColorCatEnum;
  surface: 'MATNY' | 'LESKLY';
  colorCode: string;
  look: FinishLook;
  /** Secondary colour of the look: wood's late-wood rings, gilding's patina. */
  accent?: string;
  /** Multiplies the profile's base price per metre. */
  priceFactor: number;
}

/** One finish per row; the second colour and the accent only where the finish has them. */
type FinishRow = readonly [
  key: string,
  name: string,
  colour: FrameColorCatEnum,
  surface: 'MATNY' | 'LESKLY',
  colorCode: string,
  look: FinishLook,
  priceFactor: number,
  colour2?: FrameColorCatEnum | null,
  accent?: string,
];

const finishes = (rows: readonly FinishRow[]): FrameFinish[] =>
  rows.map(([key, name, colour, surface, colorCode, look, priceFactor, colour2, accent]) => ({
    key,
    name,
    colour,
    surface,
    colorCode,
    look,
    priceFactor,
    ...(colour2 ? { colour2 } : {}),
    ...(accent ? { accent } : {}),
  }));

// prettier-ignore
const ALU_BASIC = finishes([
  ['alu-silver-matte', 'strieborný matný', 'STRIEBORNA', 'MATNY', '#bfc3c7', 'brushed', 1],
  ['alu-silver-gloss', 'strieborný lesklý', 'STRIEBORNA', 'LESKLY', '#d8dcdf', 'brushed', 1.1],
  ['alu-black-matte', 'čierny matný', 'CIERNA', 'MATNY', '#232323', 'painted', 1],
  ['alu-black-gloss', 'čierny lesklý', 'CIERNA', 'LESKLY', '#141414', 'painted', 1.05],
  ['alu-white-matte', 'biely matný', 'BIELA', 'MATNY', '#f0f0ed', 'painted', 1],
  ['alu-white-gloss', 'biely lesklý', 'BIELA', 'LESKLY', '#fafafa', 'painted', 1.05],
  ['alu-anthracite', 'antracitový kartáčovaný', 'SEDA', 'MATNY', '#3d4043', 'brushed', 1.05, 'CIERNA'],
]);
// prettier-ignore
const ALU_METALLIC = finishes([
  ['alu-gold-matte', 'zlatý matný', 'ZLATA', 'MATNY', '#c7a552', 'brushed', 1.15],
  ['alu-gold-gloss', 'zlatý lesklý', 'ZLATA', 'LESKLY', '#d4af37', 'brushed', 1.2],
  ['alu-bronze', 'bronzový kartáčovaný', 'BRONZOVA', 'MATNY', '#8c6a3f', 'brushed', 1.15],
  ['alu-platinum', 'platinový kartáčovaný', 'PLATINOVA', 'MATNY', '#a9abae', 'brushed', 1.2, 'STRIEBORNA'],
]);
// prettier-ignore
const ALU_COLOURS = finishes([
  ['alu-red', 'červený lesklý', 'CERVENA', 'LESKLY', '#b01e23', 'painted', 1.1],
  ['alu-blue', 'modrý matný', 'MODRA', 'MATNY', '#1f4e8c', 'painted', 1.1],
  ['alu-orange', 'oranžový lesklý', 'ORANZOVA', 'LESKLY', '#e3701a', 'painted', 1.1],
  ['alu-yellow', 'žltý lesklý', 'ZLTA', 'LESKLY', '#f2c230', 'painted', 1.1],
  ['alu-violet', 'fialový matný', 'FIALOVA', 'MATNY', '#6a3d8f', 'painted', 1.1],
  ['alu-green', 'zelený matný', 'ZELENA', 'MATNY', '#2f6b45', 'painted', 1.1],
]);
// prettier-ignore
const WOOD_NATURAL = finishes([
  ['oak', 'dub prírodný', 'PRIRODNA', 'MATNY', '#b8925a', 'wood', 1, null, '#8a6537'],
  ['beech', 'buk prírodný', 'PRIRODNA', 'MATNY', '#d3aa7a', 'wood', 1, 'BEZOVA', '#b38457'],
  ['walnut', 'orech', 'HNEDA', 'MATNY', '#5d3a1f', 'wood', 1.1, null, '#3b2212'],
  ['wenge', 'wenge', 'HNEDA', 'MATNY', '#3b2a20', 'wood', 1.1, 'CIERNA', '#1c130d'],
  ['cherry', 'čerešňa lesklá', 'HNEDA', 'LESKLY', '#8a4428', 'wood', 1.15, 'CERVENA', '#5e2a17'],
]);
// prettier-ignore
const WOOD_PAINTED = finishes([
  ['wood-black-matte', 'čierny matný', 'CIERNA', 'MATNY', '#222222', 'wood', 1, null, '#161616'],
  ['wood-black-lacquer', 'čierny lak', 'CIERNA', 'LESKLY', '#121212', 'painted', 1.05],
  ['wood-white-lacquer', 'biely lak', 'BIELA', 'LESKLY', '#f6f6f3', 'painted', 1.05],
  ['wood-white-stain', 'biela lazúra', 'BIELA', 'MATNY', '#ebe4d6', 'wood', 1, 'PRIRODNA', '#cbbb9f'],
  ['wood-grey-stain', 'sivá lazúra', 'SEDA', 'MATNY', '#8e8a84', 'wood', 1, 'PRIRODNA', '#6c6862'],
  ['wood-beige', 'béžový matný', 'BEZOVA', 'MATNY', '#d8c6a5', 'wood', 1, null, '#c2ae8b'],
]);
// prettier-ignore
const WOOD_GILDED = finishes([
  ['gold-leaf', 'zlatá patina', 'ZLATA', 'LESKLY', '#c9a14a', 'gilded', 1.3, 'HNEDA', '#6d4c22'],
  ['silver-leaf', 'strieborná patina', 'STRIEBORNA', 'LESKLY', '#c2c2bf', 'gilded', 1.3, 'SEDA', '#5f5f5a'],
  ['bronze-patina', 'bronzová patina', 'BRONZOVA', 'MATNY', '#8a6a44', 'gilded', 1.25, 'HNEDA', '#4a3520'],
]);
// prettier-ignore
const WOOD_COLOURS = finishes([
  ['wood-blue-stain', 'modrá lazúra', 'MODRA', 'MATNY', '#4c6f95', 'wood', 1.05, 'PRIRODNA', '#34506e'],
  ['wood-green-stain', 'zelená lazúra', 'ZELENA', 'MATNY', '#5e7b5a', 'wood', 1.05, 'PRIRODNA', '#425a3f'],
  ['wood-red-stain', 'červená lazúra', 'CERVENA', 'MATNY', '#8e2f2a', 'wood', 1.05, 'PRIRODNA', '#641d19'],
]);

export type ProfileShape = 'flat' | 'rounded' | 'ornate' | 'canvas';

export interface ProfileTypeSeed {
  key: string;
  frameEnum: 'HLINIKOVY' | 'DREVENY';
  name: string;
  description: string;
  shape: ProfileShape;
}

export const PROFILE_TYPES: readonly ProfileTypeSeed[] = [
  {
    key: 'alu-square',
    frameEnum: 'HLINIKOVY',
    name: 'Hliníkový hranatý profil',
    description: 'Úzky moderný profil s rovnou čelnou plochou.',
    shape: 'flat',
  },
  {
    key: 'alu-rounded',
    frameEnum: 'HLINIKOVY',
    name: 'Hliníkový zaoblený profil',
    description: 'Profil s oblým čelom, ktoré mäkko odráža svetlo.',
    shape: 'rounded',
  },
  {
    key: 'alu-canvas',
    frameEnum: 'HLINIKOVY',
    name: 'Hliníkový rám pre plátno',
    description: 'L-profil s tieňovou škárou pre plátna napnuté na podráme.',
    shape: 'canvas',
  },
  {
    key: 'wood-flat',
    frameEnum: 'DREVENY',
    name: 'Drevená plochá lišta',
    description: 'Masívna lišta s plochým čelom, jednoduchá a nadčasová.',
    shape: 'flat',
  },
  {
    key: 'wood-moulded',
    frameEnum: 'DREVENY',
    name: 'Drevená profilovaná lišta',
    description: 'Klasická lišta s vyfrézovaným profilom, od oblej po barokovú.',
    shape: 'ornate',
  },
  {
    key: 'wood-canvas',
    frameEnum: 'DREVENY',
    name: 'Drevený rám pre plátno',
    description: 'Drevený L-profil s tieňovou škárou pre napnuté plátna.',
    shape: 'canvas',
  },
];

export interface ProfileSeed {
  key: string;
  type: string;
  name: string;
  description: string;
  /** Face width in mm. */
  thickness: number;
  depth: number;
  isForCanvas: boolean;
  priceCategory: PriceCategory;
  /** EUR per metre before the finish's factor; the frame's price stays in the category's band. */
  basePrice: number;
  finishes: readonly FrameFinish[];
  manufacturer: ManufacturerKey;
  /** Longest frame side the moulding is sold for, in cm; the demo's sizes stay below it. */
  maxLengthCm: number;
}

export const PROFILES: readonly ProfileSeed[] = [
  {
    key: 'alu-10',
    type: 'alu-square',
    name: 'Alu 10 hranatý',
    description: 'Najužší hliníkový profil, 10 mm.',
    thickness: 10,
    depth: 20,
    isForCanvas: false,
    priceCategory: 'ZAKLADNA',
    basePrice: 10.9,
    finishes: [...ALU_BASIC, ...ALU_COLOURS],
    manufacturer: 'alu',
    maxLengthCm: 130,
  },
  {
    key: 'alu-15',
    type: 'alu-square',
    name: 'Alu 15 hranatý',
    description: 'Hliníkový profil 15 mm, najpredávanejší.',
    thickness: 15,
    depth: 24,
    isForCanvas: false,
    priceCategory: 'ZAKLADNA',
    basePrice: 14.5,
    finishes: [...ALU_BASIC, ...ALU_METALLIC, ...ALU_COLOURS],
    manufacturer: 'alu',
    maxLengthCm: 130,
  },
  {
    key: 'alu-20',
    type: 'alu-rounded',
    name: 'Alu 20 zaoblený',
    description: 'Oblý hliníkový profil 20 mm.',
    thickness: 20,
    depth: 25,
    isForCanvas: false,
    priceCategory: 'STREDNA',
    basePrice: 23.9,
    finishes: [...ALU_BASIC, ...ALU_METALLIC],
    manufacturer: 'alu',
    maxLengthCm: 200,
  },
  {
    key: 'alu-30',
    type: 'alu-rounded',
    name: 'Alu 30 galerijný',
    description: 'Široký galerijný profil 30 mm pre veľké formáty.',
    thickness: 30,
    depth: 28,
    isForCanvas: false,
    priceCategory: 'VYSSIA',
    basePrice: 38.9,
    finishes: [...ALU_BASIC, ...ALU_METALLIC],
    manufacturer: 'alu',
    maxLengthCm: 200,
  },
  {
    key: 'alu-canvas-10',
    type: 'alu-canvas',
    name: 'Alu 10 pre plátno',
    description: 'Tenký hliníkový rám pre plátno, hĺbka 42 mm.',
    thickness: 10,
    depth: 42,
    isForCanvas: true,
    priceCategory: 'ZAKLADNA',
    basePrice: 16.9,
    finishes: ALU_BASIC,
    manufacturer: 'alu',
    maxLengthCm: 130,
  },
  {
    key: 'alu-canvas-12',
    type: 'alu-canvas',
    name: 'Alu 12 pre plátno',
    description: 'Hliníkový rám pre plátno s tieňovou škárou 5 mm, hĺbka 45 mm.',
    thickness: 12,
    depth: 45,
    isForCanvas: true,
    priceCategory: 'STREDNA',
    basePrice: 27.5,
    finishes: [...ALU_BASIC, ...ALU_METALLIC],
    manufacturer: 'alu',
    maxLengthCm: 200,
  },
  {
    key: 'wood-15',
    type: 'wood-flat',
    name: 'Drevo 15 ploché',
    description: 'Plochá drevená lišta 15 mm.',
    thickness: 15,
    depth: 18,
    isForCanvas: false,
    priceCategory: 'ZAKLADNA',
    basePrice: 11.9,
    finishes: [...WOOD_NATURAL, ...WOOD_PAINTED, ...WOOD_COLOURS],
    manufacturer: 'wood',
    maxLengthCm: 130,
  },
  {
    key: 'wood-20',
    type: 'wood-moulded',
    name: 'Drevo 20 zaoblené',
    description: 'Zaoblená drevená lišta 20 mm.',
    thickness: 20,
    depth: 22,
    isForCanvas: false,
    priceCategory: 'ZAKLADNA',
    basePrice: 14.9,
    finishes: [...WOOD_NATURAL, ...WOOD_PAINTED],
    manufacturer: 'wood',
    maxLengthCm: 200,
  },
  {
    key: 'wood-25',
    type: 'wood-flat',
    name: 'Drevo 25 ploché',
    description: 'Plochá drevená lišta 25 mm.',
    thickness: 25,
    depth: 20,
    isForCanvas: false,
    priceCategory: 'STREDNA',
    basePrice: 21.9,
    finishes: [...WOOD_NATURAL, ...WOOD_PAINTED, ...WOOD_COLOURS],
    manufacturer: 'wood',
    maxLengthCm: 200,
  },
  {
    key: 'wood-40',
    type: 'wood-moulded',
    name: 'Drevo 40 profilované',
    description: 'Klasická profilovaná lišta 40 mm.',
    thickness: 40,
    depth: 30,
    isForCanvas: false,
    priceCategory: 'STREDNA',
    basePrice: 26.9,
    finishes: [...WOOD_NATURAL, ...WOOD_PAINTED, ...WOOD_GILDED],
    manufacturer: 'wood',
    maxLengthCm: 200,
  },
  {
    key: 'wood-50',
    type: 'wood-moulded',
    name: 'Drevo 50 barokové',
    description: 'Ručne zlátená baroková lišta 50 mm.',
    thickness: 50,
    depth: 38,
    isForCanvas: false,
    priceCategory: 'VYSSIA',
    basePrice: 49.9,
    finishes: [...WOOD_GILDED, ...WOOD_PAINTED],
    manufacturer: 'wood',
    maxLengthCm: 200,
  },
  {
    key: 'wood-60',
    type: 'wood-flat',
    name: 'Drevo 60 galerijné',
    description: 'Široká galerijná lišta 60 mm z masívu.',
    thickness: 60,
    depth: 35,
    isForCanvas: false,
    priceCategory: 'VYSSIA',
    basePrice: 59,
    finishes: [...WOOD_NATURAL, ...WOOD_PAINTED, ...WOOD_GILDED],
    manufacturer: 'wood',
    maxLengthCm: 200,
  },
  {
    key: 'wood-canvas-12',
    type: 'wood-canvas',
    name: 'Drevo 12 pre plátno',
    description: 'Úzky drevený rám pre plátno, hĺbka 40 mm.',
    thickness: 12,
    depth: 40,
    isForCanvas: true,
    priceCategory: 'ZAKLADNA',
    basePrice: 13.9,
    finishes: [...WOOD_NATURAL, ...WOOD_PAINTED, ...WOOD_COLOURS],
    manufacturer: 'wood',
    maxLengthCm: 130,
  },
  {
    key: 'wood-canvas-20',
    type: 'wood-canvas',
    name: 'Drevo 20 pre plátno',
    description: 'Drevený rám pre plátno s tieňovou škárou, hĺbka 45 mm.',
    thickness: 20,
    depth: 45,
    isForCanvas: true,
    priceCategory: 'STREDNA',
    basePrice: 24.5,
    finishes: [...WOOD_NATURAL, ...WOOD_PAINTED],
    manufacturer: 'wood',
    maxLengthCm: 200,
  },
  {
    key: 'wood-canvas-35',
    type: 'wood-canvas',
    name: 'Drevo 35 pre plátno',
    description: 'Široký drevený rám pre plátno, hĺbka 50 mm.',
    thickness: 35,
    depth: 50,
    isForCanvas: true,
    priceCategory: 'VYSSIA',
    basePrice: 41.9,
    finishes: [...WOOD_NATURAL, ...WOOD_PAINTED, ...WOOD_GILDED],
    manufacturer: 'wood',
    maxLengthCm: 200,
  },
];

/** Frames the wizard preselects (WEB_DEFAULT_RAM_PRE_*), as profile key + finish key. */
export const DEFAULT_PAPER_FRAME = { profile: 'alu-15', finish: 'alu-silver-matte' } as const;
export const DEFAULT_CANVAS_FRAME = { profile: 'wood-canvas-20', finish: 'oak' } as const;

/** Picks that become the `WEB_DEFAULT_*` params. */
export const DEFAULT_PICKS = {
  productEnum: 'PHOTOCANVAS' as ProductEnum,
  paper: 'paper-luster',
  canvas: 'canvas-cotton',
  board: 'board-pvc',
  mat: 'white',
  lamination: 'lamin-matte',
  glass: 'float-gloss',
};

export type EditionScene = 'tatras' | 'danube' | 'lavender' | 'waves' | 'night' | 'circles';

export interface EditionSeed {
  scene: EditionScene;
  desc: string;
  ratio: Ratio;
  width: number;
  height: number;
  edition: 'Edícia 111' | 'Edícia 11' | 'Edícia 1';
}

/** Limited editions, each at least 8 megapixels so that they print well at every size. */
export const EDITIONS: readonly EditionSeed[] = [
  {
    scene: 'tatras',
    desc: 'Tatranské štíty za úsvitu',
    ratio: '3:2',
    width: 3600,
    height: 2400,
    edition: 'Edícia 111',
  },
  {
    scene: 'danube',
    desc: 'Dunaj pri západe slnka',
    ratio: '16:9',
    width: 3840,
    height: 2160,
    edition: 'Edícia 111',
  },
  {
    scene: 'lavender',
    desc: 'Levanduľové pole pri Senici',
    ratio: '4:3',
    width: 3300,
    height: 2475,
    edition: 'Edícia 11',
  },
  {
    scene: 'waves',
    desc: 'Abstrakcia: vlny Liptovskej Mary',
    ratio: '1:1',
    width: 2900,
    height: 2900,
    edition: 'Edícia 11',
  },
  {
    scene: 'night',
    desc: 'Nočná obloha nad Oravou',
    ratio: '3:2',
    width: 3600,
    height: 2400,
    edition: 'Edícia 1',
  },
  {
    scene: 'circles',
    desc: 'Farebné kruhy',
    ratio: '4:3',
    width: 3300,
    height: 2475,
    edition: 'Edícia 1',
  },
];

export const BANNER = {
  desc: 'Vaše fotografie na stenu – banner úvodnej stránky',
  ratio: '16:5',
  width: 1920,
  height: 600,
};

/** Ready-made frames on the shelf: one row per profile, finish and outer size, with the count. */
export const FRAMES_IN_STOCK: readonly (readonly [
  profile: string,
  finish: string,
  ratio: Ratio,
  totalSizeCm: string,
  inStock: number,
])[] = [
  ['alu-15', 'alu-silver-matte', '3:2', '30x20', 12],
  ['alu-15', 'alu-silver-matte', '4:3', '40x30', 8],
  ['alu-15', 'alu-silver-matte', '3:2', '60x40', 4],
  ['alu-15', 'alu-black-matte', '3:2', '30x20', 10],
  ['alu-15', 'alu-black-matte', '4:3', '40x30', 6],
  ['alu-15', 'alu-black-matte', '1:1', '30x30', 5],
  ['alu-10', 'alu-white-matte', '3:2', '30x20', 6],
  ['alu-10', 'alu-white-matte', '16:9', '48x27', 3],
  ['wood-20', 'oak', '3:2', '45x30', 5],
  ['wood-20', 'oak', '4:3', '50x40', 7],
  ['wood-20', 'oak', '1:1', '40x40', 3],
  ['wood-20', 'wood-black-matte', '4:3', '50x40', 9],
  ['wood-20', 'wood-black-matte', '3:2', '60x40', 4],
  ['wood-40', 'gold-leaf', '4:3', '50x40', 2],
  ['wood-40', 'gold-leaf', '3:2', '74x54', 1],
  ['wood-canvas-20', 'oak', '3:2', '60x40', 4],
  ['wood-canvas-20', 'oak', '1:1', '50x50', 3],
  ['alu-canvas-12', 'alu-black-matte', '3:2', '90x60', 2],
  ['alu-canvas-12', 'alu-black-matte', '16:9', '80x45', 2],
];

/**
 * Frame-2 is the old back-office's second frame list (name and enabled only); the demo fills it
 * with the partner workshop's mouldings so its infinite scroll has more than one page.
 */
export const FRAME_2_NAMES: readonly string[] = Array.from({ length: 36 }, (_, i) => {
  const woods = ['Dub', 'Buk', 'Jaseň', 'Orech', 'Lipa', 'Smrek'];
  const widths = [15, 20, 25, 30, 40, 50];
  return `Partnerská lišta ${woods[i % woods.length]} ${widths[Math.floor(i / woods.length)]} mm`;
});
