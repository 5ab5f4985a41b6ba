import {
  craftedProduct as craftedProductEntity,
  frame as frameEntity,
  frameProfile as frameProfileEntity,
  pasparta as paspartaEntity,
  previewDrawing,
  previewSpecOf,
  productConfig as productConfigEntity,
  type CraftedProductPrice,
  type EntityDef,
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

/** Draws crafted products' previews and wall views with the preview renderer. */
export class CraftedProductPreviews {
  constructor(
    private readonly renderer: PreviewRenderer,
    private readonly entities: EntityRepository,
  ) {}

  /** The preview of a configuration just priced, its frame drawn with the texture read with it. */
  async paint(configuration: Configuration, price: CraftedProductPrice): Promise<Rendition> {
    const spec = previewSpecOf(
      configuration.kind,
      { width: price.finalWidth, height: price.finalHeight },
      configuration.productConfig,
      configuration.frame,
      configuration.frameThicknessMm,
      configuration.pasparta,
    );
    const { source } = configuration;
    // The crop as the customer made it, on the thumbnail: the browser draws from the same numbers.
    const drawing = previewDrawing({
      spec,
      frameTextureId: configuration.frameTexture ? configuration.frame?.id : null,
      crop: configuration.crop,
      image: source.cropSpace,
    });
    const rendered = await this.renderer.render(drawing, {
      photo: source.working.data,
      frameTexture: configuration.frameTexture,
    });
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
    const spec = previewSpecOf(
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
