import {
  storedOrderAmounts,
  centsToEuros,
  craftedProduct as craftedProductEntity,
  formatEur,
  fullPhoto as fullPhotoEntity,
  internalImage as internalImageEntity,
  order as orderEntity,
  orientationOf,
  isNoneRow,
  matWindowOf,
  type OrderSnapshot,
  type RowOf,
  type SnapshotPart,
  shopDay,
  orderNumberOf,
} from '@fotoobraz/domain';
import { notFound, Problem } from '../../../lib/problem.ts';
import type { GiftVoucherRepository } from '../../gift-vouchers/index.ts';
import type { OrderLineRepository } from '../repositories/order-line.repository.ts';
import type { CatalogueRepository } from '../../../repositories/catalogue.repository.ts';
import { renderJobTicket } from '../rendering/job-ticket.pdf.ts';
import { paymentQr } from '../rendering/payment-qr.ts';
import type { EntityRepository } from '../../../repositories/entity.repository.ts';
import type { ImageRepository } from '../../../repositories/image.repository.ts';
import type { InvoiceRepository } from '../repositories/invoice.repository.ts';
import { readableOrder } from '../../../services/readable-order.ts';
import type { Caller } from '../../../lib/caller.ts';
import type { DocumentService } from '../../documents/index.ts';
import { issuedProforma } from './issued-proforma.ts';
import { readShopSettings } from '../../../services/shop-settings.ts';

type OrderRow = RowOf<typeof orderEntity>;
/** A part of the order's snapshot: what the server kept of it when the order was placed. */
type Kept = OrderSnapshot[SnapshotPart];

const NO_IMAGES = { large: false, small: false } as const;
const ALL = { kind: 'all' } as const;

/**
 * An order's papers: the payment details and pro-forma invoice its owner sees, and what the
 * workshop needs (admins only, checked by the route): the print-ready file and the job ticket,
 * both from the order's snapshot, so later catalogue edits change neither.
 */
export class OrderDocumentService {
  constructor(
    private readonly entities: EntityRepository,
    private readonly catalogue: CatalogueRepository,
    private readonly invoices: InvoiceRepository,
    private readonly images: ImageRepository,
    private readonly documents: DocumentService,
    private readonly orderLines: OrderLineRepository,
    private readonly giftVouchers: Pick<GiftVoucherRepository, 'orderVouchers'>,
  ) {}

  /** What the thank-you screen shows: how to pay, and the PAY by square QR code. */
  async payment(caller: Caller, orderId: number) {
    const order = await readableOrder(this.entities, caller, orderId);
    const settings = await readShopSettings(this.catalogue);
    // The pro-forma's amount: what the order's vouchers left to pay of its total.
    const vouchers = await this.giftVouchers.orderVouchers(order.id);
    const unpaid = storedOrderAmounts(order, [], null, vouchers, {
      paidCents: 0,
      creditedCents: 0,
    });
    const amountCents = unpaid.amountDueCents;
    const qr = await paymentQr({
      iban: settings.supplier.iban,
      amountCents,
      variableSymbol: String(order.variableSymbol),
      beneficiaryName: settings.supplier.name,
      note: `Objednávka ${order.variableSymbol}`,
      dueDate: order.paymentDueDate ? shopDay(new Date(order.paymentDueDate)) : undefined,
    });
    return {
      orderNumber: String(order.variableSymbol),
      invoiceNumber: order.invoiceNumber,
      beneficiary: settings.supplier.name,
      iban: settings.supplier.iban,
      bank: settings.supplier.bank ?? null,
      amount: centsToEuros(amountCents),
      amountText: formatEur(amountCents),
      variableSymbol: String(order.variableSymbol),
      dueDate: order.paymentDueDate,
      payBySquare: qr.payload,
      qrPng: qr.png.toString('base64'),
    };
  }

  /** The pro-forma invoice PDF as issued. */
  async proforma(caller: Caller, orderId: number): Promise<{ number: string; pdf: Buffer }> {
    await readableOrder(this.entities, caller, orderId);
    const invoice = await issuedProforma(this.invoices, this.documents, orderId);
    if (!invoice) throw notFound();
    return { number: invoice.number, pdf: invoice.pdf };
  }

  /**
   * The original photo cropped to the ordered crop at full resolution, as an sRGB JPEG: the
   * file the printer prints. Of the order's one piece, or of its line `itemId`.
   */
  async printFile(orderId: number, itemId?: number): Promise<{ filename: string; jpeg: Buffer }> {
    const { order, piece } = await this.pieceOf(orderId, itemId);
    const { snapshot } = piece;
    const product = snapshot.craftedProduct!;
    const photo = snapshot.photo;
    // A photo's print file comes from its verified original only (a photo whose original never
    // arrived has none), never from a working copy or anything else.
    const original = photo
      ? photo.fullfotoid
        ? await this.entities.findBlob(fullPhotoEntity, Number(photo.fullfotoid), 'image', ALL)
        : undefined
      : await this.editionOriginal(piece.craftedProductId);
    if (!original) throw notFound();
    const jpeg = await this.images.printReady(original.data, cropOf(product));
    return { filename: `${fileStem(order, piece)}-tlac.jpg`, jpeg };
  }

  /**
   * One A4 page for the workshop: sizes, mat window, moulding, glass, copies, notes. Of the
   * order's one piece, or of its line `itemId` ('položka 2/3').
   */
  async jobTicket(orderId: number, itemId?: number): Promise<{ filename: string; pdf: Buffer }> {
    const { order, piece } = await this.pieceOf(orderId, itemId);
    const { snapshot } = piece;
    const product = snapshot.craftedProduct!;
    const outer = { width: Number(product.finalWidth), height: Number(product.finalHeight) };
    const window = matWindowOf(
      { photoSizeCm: (snapshot.productConfig?.photoSizeCm as string | null | undefined) ?? null },
      orientationOf(outer),
    );
    const preview = piece.craftedProductId
      ? await this.entities.findBlob(
          craftedProductEntity,
          piece.craftedProductId,
          'previewThumb',
          ALL,
        )
      : undefined;
    const crop = cropOf(product);
    const pdf = await renderJobTicket({
      orderNumber: orderNumberOf(order),
      orderDate: order.orderDate,
      item: piece.item,
      productName: String(product.text3 ?? ''),
      copies: Number(product.copies ?? 1),
      outerSizeCm: outer,
      photoWindowCm: window ? { width: window.widthCm, height: window.heightCm } : undefined,
      printSizeCm: window ? { width: window.widthCm, height: window.heightCm } : outer,
      printMedia: unlessNone(snapshot.printMedia),
      mat: snapshot.pasparta ? String(snapshot.pasparta.name) : undefined,
      moulding: snapshot.frame
        ? {
            name: String(snapshot.frame.name),
            faceWidthMm: Number(snapshot.frameProfile?.thickness ?? 0),
          }
        : undefined,
      glass: unlessNone(snapshot.glass),
      cropPx: { x: crop.left, y: crop.top, width: crop.width, height: crop.height },
      originalPx: snapshot.photo
        ? { width: Number(snapshot.photo.width), height: Number(snapshot.photo.height) }
        : undefined,
      strojnikNote: order.strojnikNote ?? undefined,
      customerNote: order.userNote ?? undefined,
      previewJpeg: preview?.data,
    });
    return { filename: `${fileStem(order, piece)}-sprievodka.pdf`, pdf };
  }

  /**
   * The piece a workshop file is made of: the order's line `itemId` (404 when the order has no
   * such line), or without one the order's own snapshot, which only an order of one line has
   * (409 for an order of several: each line has its own files).
   */
  private async pieceOf(orderId: number, itemId?: number) {
    const order = await this.entities.findById(orderEntity, orderId, ALL, NO_IMAGES);
    if (!order) throw notFound();
    const lines = await this.orderLines.linesOf([orderId]);
    if (itemId === undefined) {
      if (lines.length > 1) throw severalLines(lines.length);
      if (!order.snapshot) throw notFound();
      const piece: Piece = {
        snapshot: JSON.parse(order.snapshot) as OrderSnapshot,
        craftedProductId: order.craftedProduct?.id,
      };
      return { order, piece };
    }
    const line = lines.find((l) => l.id === itemId);
    if (!line?.snapshot) throw notFound();
    const piece: Piece = {
      snapshot: JSON.parse(line.snapshot) as OrderSnapshot,
      craftedProductId: line.craftedProductId,
      item: lines.length > 1 ? { position: line.position, of: lines.length } : undefined,
    };
    return { order, piece };
  }

  /** An edition's original: the shop's own image the crafted product was made of. */
  private async editionOriginal(craftedProductId: number | undefined) {
    if (!craftedProductId) return undefined;
    const [crafted] = await this.entities.findManyByIds(
      craftedProductEntity,
      [craftedProductId],
      ALL,
    );
    return crafted?.internalImage
      ? this.entities.findBlob(internalImageEntity, crafted.internalImage.id, 'image', ALL)
      : undefined;
  }
}

/** What a workshop file is made of: a snapshot, its crafted product and its line of several. */
interface Piece {
  snapshot: OrderSnapshot;
  craftedProductId: number | undefined;
  item?: { position: number; of: number };
}

/** `objednavka-4711`, with `-polozka-2` for a line of an order of several. */
const fileStem = (order: OrderRow, piece: Piece): string =>
  `objednavka-${orderNumberOf(order)}${piece.item ? `-polozka-${piece.item.position}` : ''}`;

const severalLines = (count: number): Problem =>
  new Problem({
    status: 409,
    title: `The order has ${count} lines: each line has its own print file and job ticket`,
    message: 'error.order.severallines',
    body: { detail: 'Use /api/orders/{id}/items/{itemId}/print-file or …/job-ticket.' },
  });

/** The ordered crop in the original's pixels. */
const cropOf = (product: NonNullable<Kept>) => ({
  left: Number(product.cropRealX),
  top: Number(product.cropRealY),
  width: Number(product.cropRealWidth),
  height: Number(product.cropRealHeight),
});

/** A catalogue part's name, unless it is the 'none' row (customer spec §5). */
const unlessNone = (part: Kept): string | undefined =>
  part && !isNoneRow({ id: Number(part.id) }) ? String(part.name) : undefined;
