import {
  craftedProduct as craftedProductEntity,
  fullPhoto as fullPhotoEntity,
  internalImage as internalImageEntity,
  order as orderEntity,
  orientationOf,
  orientSize,
  parseSizeCm,
} from '@fotoobraz/domain';
import { notFound } from '../lib/problem.ts';
import { renderJobTicket } from '../rendering/documents/job-ticket.pdf.ts';
import type { EntityRepository } from '../repositories/entity.repository.ts';
import type { ImageRepository } from '../repositories/image.repository.ts';

type Row = Record<string, unknown>;
type Snapshot = Record<string, Row | null>;

/**
 * What the workshop needs for an order (admins only, checked by the route): the print-ready file
 * and the job ticket, both from the order's snapshot, so later catalogue edits change neither.
 */
export class ProductionService {
  constructor(
    private readonly entities: EntityRepository,
    private readonly images: ImageRepository,
  ) {}

  private async orderWithSnapshot(orderId: number): Promise<{ order: Row; snapshot: Snapshot }> {
    const order = await this.entities.findById(
      orderEntity,
      orderId,
      { kind: 'all' },
      { large: false, small: false },
    );
    if (!order?.snapshot) throw notFound();
    return { order, snapshot: JSON.parse(String(order.snapshot)) as Snapshot };
  }

  /**
   * The original photo cropped to the ordered crop at full resolution, as an sRGB JPEG: the
   * file the printer prints.
   */
  async printFile(orderId: number): Promise<{ filename: string; jpeg: Buffer }> {
    const { order, snapshot } = await this.orderWithSnapshot(orderId);
    const product = snapshot.craftedProduct!;
    const photo = snapshot.photo;
    const original = photo?.fullfotoid
      ? await this.entities.findBlob(fullPhotoEntity, Number(photo.fullfotoid), 'image', {
          kind: 'all',
        })
      : await this.editionOriginal(order);
    if (!original) throw notFound();
    const jpeg = await this.images.printReady(original.data, {
      left: Number(product.cropRealX),
      top: Number(product.cropRealY),
      width: Number(product.cropRealWidth),
      height: Number(product.cropRealHeight),
    });
    return { filename: `objednavka-${order.variableSymbol ?? orderId}-tlac.jpg`, jpeg };
  }

  private async editionOriginal(order: Row) {
    const ref = order.craftedProduct as { id: number } | null;
    if (!ref) return undefined;
    const [crafted] = await this.entities.findManyByIds(craftedProductEntity, [ref.id], {
      kind: 'all',
    });
    const edition = crafted?.internalImage as { id: number } | null;
    return edition
      ? this.entities.findBlob(internalImageEntity, edition.id, 'image', { kind: 'all' })
      : undefined;
  }

  /** One A4 page for the workshop: sizes, mat window, moulding, glass, copies, notes. */
  async jobTicket(orderId: number): Promise<{ filename: string; pdf: Buffer }> {
    const { order, snapshot } = await this.orderWithSnapshot(orderId);
    const product = snapshot.craftedProduct!;
    const outer = { width: Number(product.finalWidth), height: Number(product.finalHeight) };
    const windowCm = snapshot.productConfig?.photoSizeCm
      ? parseSizeCm(String(snapshot.productConfig.photoSizeCm))
      : null;
    const window = windowCm ? orientSize(windowCm, orientationOf(outer)) : null;
    const preview = (order.craftedProduct as { id: number } | null)
      ? await this.entities.findBlob(
          craftedProductEntity,
          (order.craftedProduct as { id: number }).id,
          'previewThumb',
          { kind: 'all' },
        )
      : undefined;
    const glazing =
      snapshot.glass && Number(snapshot.glass.id) !== 1 ? String(snapshot.glass.name) : undefined;
    const pdf = await renderJobTicket({
      orderNumber: String(order.variableSymbol ?? orderId),
      orderDate: String(order.orderDate),
      productName: String(product.text3 ?? ''),
      copies: Number(product.copies ?? 1),
      outerSizeCm: outer,
      photoWindowCm: window ? { width: window.widthCm, height: window.heightCm } : undefined,
      printSizeCm: window ? { width: window.widthCm, height: window.heightCm } : outer,
      printMedia:
        snapshot.printMedia && Number(snapshot.printMedia.id) !== 1
          ? String(snapshot.printMedia.name)
          : undefined,
      mat: snapshot.pasparta ? String(snapshot.pasparta.name) : undefined,
      moulding: snapshot.frame
        ? {
            name: String(snapshot.frame.name),
            faceWidthMm: Number(snapshot.frameProfile?.thickness ?? 0),
          }
        : undefined,
      glass: glazing,
      cropPx: {
        x: Number(product.cropRealX),
        y: Number(product.cropRealY),
        width: Number(product.cropRealWidth),
        height: Number(product.cropRealHeight),
      },
      originalPx: snapshot.photo
        ? { width: Number(snapshot.photo.width), height: Number(snapshot.photo.height) }
        : undefined,
      strojnikNote: (order.strojnikNote as string | null) ?? undefined,
      customerNote: (order.userNote as string | null) ?? undefined,
      previewJpeg: preview?.data,
    });
    return { filename: `objednavka-${order.variableSymbol ?? orderId}-sprievodka.pdf`, pdf };
  }
}
