import {
  colourCategoryHex,
  craftedProduct as craftedProductEntity,
  DEFAULT_MAT_HEX,
  frame as frameEntity,
  frameProfile as frameProfileEntity,
  pasparta as paspartaEntity,
  printedPhotoCm,
  PRODUCT_KINDS,
  productConfig as productConfigEntity,
  scaleRegion,
  type ConfigSizes,
  type CraftedProductPrice,
  type EntityDef,
  type PreviewSpec,
  type ProductEnum,
  type RowOf,
} from '@fotoobraz/domain';
import { notFound } from '../../../lib/problem.ts';
import type { EntityRepository } from '../../../repositories/entity.repository.ts';
import type {
  OwnWallPlacement,
  PreviewRenderer,
  RenderedOwnWall,
  RenderedWall,
} from '../rendering/preview.renderer.ts';
import { readScope } from '../../../services/access-policy.ts';
import type { Caller } from '../../../lib/caller.ts';
import type { Rendition } from '../../../repositories/image.repository.ts';
import type { Configuration } from './crafted-product.configuration.ts';

type FrameRow = RowOf<typeof frameEntity>;
type MatRow = RowOf<typeof paspartaEntity>;

/** The row's own colour code, else its colour category's colour, else `fallback`. */
const colourOf = (row: FrameRow | MatRow | null, fallback: string): string => {
  if (!row) return fallback;
  if (row.colorCode && /^#[0-9a-f]{6}$/i.test(row.colorCode)) return row.colorCode;
  return (row.frameColorCatEnum && colourCategoryHex(row.frameColorCatEnum)) || fallback;
};

/**
 * The preview spec of a piece from its outer size (in the photo's orientation) and its chosen
 * rows: one place that turns catalogue rows into what the renderer draws.
 */
const specOf = (
  kind: ProductEnum,
  outer: { width: number; height: number },
  config: Pick<ConfigSizes, 'photoSizeCm'> | null,
  frame: FrameRow | null,
  frameThicknessMm: number,
  pasparta: MatRow | null,
): PreviewSpec => {
  const photo = printedPhotoCm({ widthCm: outer.width, heightCm: outer.height }, config);
  return {
    kind,
    outerCm: outer,
    photoCm: { width: photo.widthCm, height: photo.heightCm },
    ...(frame && PRODUCT_KINDS[kind].frame
      ? { frame: { faceWidthMm: frameThicknessMm, colorHex: colourOf(frame, '#2b2b2b') } }
      : {}),
    ...(pasparta ? { mat: { colorHex: colourOf(pasparta, DEFAULT_MAT_HEX) } } : {}),
  };
};

/** Draws crafted products' previews and wall views with the preview renderer. */
export class CraftedProductPreviews {
  constructor(
    private readonly renderer: PreviewRenderer,
    private readonly entities: EntityRepository,
  ) {}

  /** The preview of a configuration just priced, its frame drawn with the texture read with it. */
  async paint(configuration: Configuration, price: CraftedProductPrice): Promise<Rendition> {
    const spec = specOf(
      configuration.kind,
      { width: price.finalWidth, height: price.finalHeight },
      configuration.productConfig,
      configuration.frame,
      configuration.frameThicknessMm,
      configuration.pasparta,
    );
    const { source } = configuration;
    const crop = scaleRegion(configuration.crop, source.cropSpace, source.working);
    const rendered = await this.renderer.render(
      spec,
      {
        jpeg: source.working.data,
        crop: { left: crop.x, top: crop.y, width: crop.width, height: crop.height },
      },
      configuration.frameTexture,
    );
    return { data: rendered.jpeg, width: rendered.width, height: rendered.height };
  }

  /** A stored crafted product's preview at true scale on interior `interior`. */
  async onWall(caller: Caller, id: number, interior: number): Promise<RenderedWall> {
    const { preview, spec } = await this.storedPiece(caller, id);
    return this.renderer.renderOnWall(preview, spec, interior);
  }

  /**
   * A stored crafted product on the customer's own wall: its whole outer size is `finalWidth` ×
   * `finalHeight` there, as the piece's record states it.
   */
  async onOwnWall(
    caller: Caller,
    id: number,
    wall: Omit<OwnWallPlacement, 'pieceCm'>,
  ): Promise<RenderedOwnWall> {
    const { preview, spec, finalCm } = await this.storedPiece(caller, id);
    return this.renderer.renderOnOwnWall(preview, spec, { ...wall, pieceCm: finalCm });
  }

  /** The stored preview of a piece the caller may read, and the spec it was drawn from. */
  private async storedPiece(caller: Caller, id: number) {
    const product = (await this.entities.findById(
      craftedProductEntity,
      id,
      readScope(craftedProductEntity, caller),
      { large: false },
    )) as RowOf<typeof craftedProductEntity> | undefined;
    if (!product?.previewThumb || !product.productEnum) throw notFound();
    const row = async <E extends EntityDef>(entity: E, ref: { id: number } | null) =>
      ref
        ? (((await this.entities.findManyByIds(entity, [ref.id], { kind: 'all' }))[0] as
            RowOf<E> | undefined) ?? null)
        : null;
    const [config, frame, pasparta] = await Promise.all([
      row(productConfigEntity, product.productConfig),
      row(frameEntity, product.frame),
      row(paspartaEntity, product.pasparta),
    ]);
    const profile = await row(frameProfileEntity, frame?.frameProfile ?? null);
    const finalCm = { width: Number(product.finalWidth), height: Number(product.finalHeight) };
    const spec = specOf(
      product.productEnum,
      finalCm,
      config,
      frame,
      Number(profile?.thickness ?? 0),
      pasparta,
    );
    return { preview: Buffer.from(product.previewThumb, 'base64'), spec, finalCm };
  }
}
