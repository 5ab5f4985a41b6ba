import {
  contentTypeField,
  frame,
  frame2,
  frameInStock,
  framePriceCategory,
  frameProfile,
  frameProfileType,
  glass,
  globalParam,
  internalImage,
  manufacturer,
  pasparta,
  printMedia,
  product,
  productConfig,
  PRODUCT_ENUM,
  type EntityDef,
} from '@fotoobraz/domain';
import type { CatalogueRepository } from '../../repositories/catalogue.repository.ts';
import type { Database } from '../../repositories/database.ts';
import type { EntityRepository } from '../../repositories/entity.repository.ts';
import { repositoriesOn } from '../../repositories/repository-set.ts';
import { UnitsOfWork } from '../../services/unit-of-work.ts';
import {
  BANNER,
  CANVAS_WRAP_DEPTH_M,
  CONFIG_SIZES,
  DEFAULT_CANVAS_FRAME,
  DEFAULT_PAPER_FRAME,
  DEFAULT_PICKS,
  EDITIONS,
  FRAME_2_NAMES,
  FRAMES_IN_STOCK,
  GLASSES,
  MANUFACTURERS,
  NO_GLASS,
  NO_PRINT_MEDIA,
  PASPARTAS,
  PRINT_MEDIA,
  PRODUCTS,
  PROFILE_TYPES,
  PRODUCT_PARTS,
  PROFILES,
  SUPPORTED_RATIOS,
  type FrameFinish,
  type ProductPart,
  type ProfileSeed,
} from './catalogue-data.ts';
import { MAT_TEXTURE_SIZE } from './images/mat-board.ts';
import { renderImages, type CatalogueImages } from './catalogue-renders.ts';
import {
  GLOBAL_PARAM,
  GLOBAL_PARAM_DESCRIPTIONS,
  GLOBAL_PARAM_VALUES,
  type GlobalParamName,
} from './global-params.ts';
import { ModelWriter } from './model-writer.ts';

/**
 * Tables the demo catalogue fills. It is written only when all of them are empty, so an
 * admin's own catalogue (or a half-deleted demo) is never mixed with demo rows. Global params
 * are not among them: settings may exist before any catalogue does.
 */
const CATALOGUE_ENTITIES: readonly EntityDef[] = [
  manufacturer,
  frameProfileType,
  frameProfile,
  frame,
  frameInStock,
  frame2,
  printMedia,
  pasparta,
  glass,
  product,
  productConfig,
  internalImage,
];

export interface SeedCatalogueResult {
  /** False when a catalogue already existed: nothing was written. */
  seeded: boolean;
  /** Rows written per entity name. */
  counts: Record<string, number>;
  durationMs: number;
}

const jpeg = (field: string, bytes: Buffer): Record<string, string> => ({
  [field]: bytes.toString('base64'),
  [contentTypeField(field)]: 'image/jpeg',
});

const flags = (prefix: 'is' | 'askFor', parts: readonly ProductPart[]): Record<string, boolean> =>
  Object.fromEntries(
    PRODUCT_PARTS.map((p) => [`${prefix}${p[0].toUpperCase()}${p.slice(1)}`, parts.includes(p)]),
  );

/** Area of the mirrored canvas edge of a `WxH` canvas, m², to the column's 4 decimals. */
const mirrorAddonSquare = (totalSizeCm: string): number => {
  const [w, h] = totalSizeCm.split('x').map(Number);
  return Math.round(((2 * (w + h)) / 100) * CANVAS_WRAP_DEPTH_M * 10_000) / 10_000;
};

/** Base price x finish factor, to 10 cents; outside the profile's price band it is a data bug. */
const framePrice = (profile: ProfileSeed, finish: FrameFinish): string => {
  const price = Math.round(profile.basePrice * finish.priceFactor * 10) / 10;
  if (framePriceCategory(price) !== profile.priceCategory) {
    throw new Error(
      `demo frame ${profile.key}/${finish.key}: ${price} €/m is outside ${profile.priceCategory}`,
    );
  }
  return price.toFixed(2);
};

const frameName = (profile: ProfileSeed, finish: FrameFinish) => `${profile.name}, ${finish.name}`;

const catalogueIsEmpty = async (entities: EntityRepository): Promise<boolean> => {
  for (const entity of CATALOGUE_ENTITIES) {
    if (await entities.hasRows(entity)) return false;
  }
  return true;
};

/** Within a transaction: the catalogue rows, then the global params that name them. */
const writeCatalogue = async (w: ModelWriter, images: CatalogueImages) => {
  const manufacturerId = new Map<string, number>();
  for (const m of MANUFACTURERS) {
    const { key, ...values } = m;
    manufacturerId.set(key, await w.insert(manufacturer, { ...values, enabled: true }));
  }
  const ref = (key: string) => ({ id: manufacturerId.get(key)! });

  /** What print media and glass rows have alike: the offer and the stock. */
  const stocked = (row: (typeof PRINT_MEDIA)[number] | (typeof GLASSES)[number]) => ({
    name: row.name,
    description: row.description,
    pricePerSqare: row.pricePerSqare,
    enabled: row.enabled,
    inStock: row.inStock,
    manufacturer: ref(row.manufacturer),
  });

  const mediaId = await w.insertNoneFirst(printMedia, [NO_PRINT_MEDIA, ...PRINT_MEDIA], (m, i) => ({
    ...stocked(m),
    mediaTypeEnum: m.mediaTypeEnum,
    mediaCategoryEnum: m.mediaCategoryEnum,
    mediaSurfaceEnum: m.mediaSurfaceEnum,
    ...jpeg('thumb', images.media[i]),
    thumbWidth: 96,
    thumbHeight: 96,
  }));

  const glassId = await w.insertNoneFirst(glass, [NO_GLASS, ...GLASSES], (g) => ({
    ...stocked(g),
    isLaminat: g.isLaminat,
    colorCode: g.colorCode,
    onlyForProduct: g.onlyForProduct ?? null,
  }));

  const matId = new Map<string, number>();
  for (const [i, m] of PASPARTAS.entries()) {
    const id = await w.insert(pasparta, {
      poradie: i + 1,
      paspartaCategoryEnum: m.category,
      name: m.name,
      description: m.description,
      pricePerSqare: m.pricePerSqare,
      ...jpeg('thumb', images.matThumbs[i]),
      frameColorCatEnum: m.colour,
      colorCode: m.colorCode,
      ...jpeg('texture', images.matTextures[i]),
      textureWidth: MAT_TEXTURE_SIZE,
      textureHeight: MAT_TEXTURE_SIZE,
      enabled: true,
      inStock: 20,
      manufacturer: ref('mat'),
    });
    matId.set(m.key, id);
  }

  const typeId = new Map<string, number>();
  for (const [i, t] of PROFILE_TYPES.entries()) {
    const id = await w.insert(frameProfileType, {
      frameEnum: t.frameEnum,
      name: t.name,
      description: t.description,
      ...jpeg('thumb', images.typeThumbs[i]),
    });
    typeId.set(t.key, id);
  }

  const frameId = new Map<string, number>();
  for (const [i, p] of PROFILES.entries()) {
    const type = PROFILE_TYPES.find((t) => t.key === p.type)!;
    const profileId = await w.insert(frameProfile, {
      frameEnum: type.frameEnum,
      name: p.name,
      description: p.description,
      isForCanvas: p.isForCanvas,
      priceCategory: p.priceCategory,
      colorCode: p.finishes[0].colorCode,
      ...jpeg('thumb', images.profileThumbs[i]),
      thickness: p.thickness,
      depth: p.depth,
      enabled: true,
      frameProfileType: { id: typeId.get(p.type)! },
    });
    for (const f of p.finishes) {
      const id = await w.insert(frame, {
        name: frameName(p, f),
        ...jpeg('texture', images.textures.get(f.key)!),
        frameMatLeskEnum: f.surface,
        frameColorCatEnum: f.colour,
        frameColorCatEnum2: f.colour2 ?? null,
        ...jpeg('thumb', images.frameThumbs.get(`${p.key}/${f.key}`)!),
        price: framePrice(p, f),
        colorCode: f.colorCode,
        enabled: true,
        frameProfile: { id: profileId },
        manufacturer: ref(p.manufacturer),
        maxLengthCm: p.maxLengthCm,
      });
      frameId.set(`${p.key}/${f.key}`, id);
    }
  }

  for (const [profile, finish, ratio, totalSizeCm, inStock] of FRAMES_IN_STOCK) {
    await w.insert(frameInStock, {
      ratio,
      totalSizeCm,
      inStock,
      frame: { id: frameId.get(`${profile}/${finish}`)! },
    });
  }
  for (const name of FRAME_2_NAMES) await w.insert(frame2, { name, enabled: true });

  for (const [i, p] of PRODUCTS.entries()) {
    const productId = await w.insert(product, {
      productEnum: p.productEnum,
      poradie: PRODUCT_ENUM.indexOf(p.productEnum) + 1,
      name: p.name,
      description: p.description,
      priceManufactPerSquare: p.priceManufactPerSquare,
      ...jpeg('thumb', images.products[i]),
      ...flags('is', p.madeOf),
      ...flags('askFor', p.asksFor),
      safetyWarnings: p.safetyWarnings,
      enabled: true,
    });
    const canvas = p.madeOf.includes('canvas');
    for (const ratio of SUPPORTED_RATIOS) {
      for (const size of CONFIG_SIZES[p.productEnum][ratio]) {
        await w.insert(productConfig, {
          productEnum: p.productEnum,
          ratio,
          totalSizeCm: size.total,
          photoSizeCm: size.photo ?? null,
          mirrorAddonSquare: canvas ? mirrorAddonSquare(size.total) : null,
          product: { id: productId },
        });
      }
    }
  }

  for (const [i, e] of EDITIONS.entries()) {
    await w.insert(internalImage, {
      imageCategory: 'EDICIA',
      ...jpeg('image', images.editions[i]),
      desc: e.desc,
      ratio: e.ratio,
      edition: e.edition,
      poradie: i + 1,
      width: e.width,
      height: e.height,
      enabled: true,
    });
  }
  await w.insert(internalImage, {
    imageCategory: 'BANNER',
    ...jpeg('image', images.banner),
    desc: BANNER.desc,
    ratio: BANNER.ratio,
    edition: '-',
    poradie: 1,
    width: BANNER.width,
    height: BANNER.height,
    enabled: true,
  });

  const id = (map: Map<string, number>, key: string) => String(map.get(key)!);
  const frameKey = (f: { profile: string; finish: string }) => `${f.profile}/${f.finish}`;
  return {
    ...GLOBAL_PARAM_VALUES,
    [GLOBAL_PARAM.webDefaultProductEnum]: DEFAULT_PICKS.productEnum,
    [GLOBAL_PARAM.webDefaultPaper]: id(mediaId, DEFAULT_PICKS.paper),
    [GLOBAL_PARAM.webDefaultCanvas]: id(mediaId, DEFAULT_PICKS.canvas),
    [GLOBAL_PARAM.webDefaultBoard]: id(mediaId, DEFAULT_PICKS.board),
    [GLOBAL_PARAM.webDefaultMat]: id(matId, DEFAULT_PICKS.mat),
    [GLOBAL_PARAM.webDefaultLamination]: id(glassId, DEFAULT_PICKS.lamination),
    [GLOBAL_PARAM.webDefaultGlass]: id(glassId, DEFAULT_PICKS.glass),
    [GLOBAL_PARAM.webDefaultCanvasFrame]: id(frameId, frameKey(DEFAULT_CANVAS_FRAME)),
    [GLOBAL_PARAM.webDefaultPaperFrame]: id(frameId, frameKey(DEFAULT_PAPER_FRAME)),
  } satisfies Partial<Record<GlobalParamName, string>>;
};

/** Adds the params that do not exist yet; a value an admin has set is never overwritten. */
const writeGlobalParams = async (
  w: ModelWriter,
  catalogue: CatalogueRepository,
  values: Partial<Record<GlobalParamName, string>>,
) => {
  const existing = await catalogue.globalParams(Object.values(GLOBAL_PARAM));
  for (const name of Object.values(GLOBAL_PARAM)) {
    if (existing.has(name)) continue;
    await w.insert(globalParam, {
      name,
      value: values[name] ?? '',
      description: GLOBAL_PARAM_DESCRIPTIONS[name],
    });
  }
};

/**
 * Seeds the demo catalogue (DESIGN.md §8) into a database whose catalogue tables are all empty;
 * otherwise writes nothing. Its rows and prices are dated by the database's clock. Safe at every start: the whole catalogue is one transaction (a crash
 * leaves no half catalogue behind). Several instances starting at once call it under
 * prepareDatabase's lock, so only the first one writes it.
 *
 * @example await seedCatalogue(database) // -> { seeded: true, counts: { frame: 185, ... } } once,
 *   then { seeded: false, counts: {} } at every later start
 */
export const seedCatalogue = async (database: Database): Promise<SeedCatalogueResult> => {
  const started = performance.now();
  const nothing = () => ({ seeded: false, counts: {}, durationMs: performance.now() - started });
  if (!(await catalogueIsEmpty(repositoriesOn(database, ['entities']).entities))) return nothing();
  const images = await renderImages();
  const transactor = new UnitsOfWork(database).for(['entities', 'catalogue', 'priceHistory']);
  return transactor.run(async ({ entities, catalogue, priceHistory }) => {
    const writer = new ModelWriter(entities, database.now);
    const params = await writeCatalogue(writer, images);
    await writeGlobalParams(writer, catalogue, params);
    await priceHistory.recordAll(database.now());
    return { seeded: true, counts: writer.counts, durationMs: performance.now() - started };
  });
};
