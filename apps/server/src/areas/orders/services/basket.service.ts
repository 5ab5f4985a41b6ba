import {
  orderAmounts,
  owedPieceOf,
  centsToEuros,
  craftedProduct as craftedProductEntity,
  deliveryOptions,
  latestDispatchDate,
  MAX_ORDER_LINES,
  parcelOf,
  type PieceParcel,
  type RowOf,
  type ShopDispatchSettings,
  type BasketAnswer,
  type BasketItemAnswer,
  type CraftedProductAnswer,
} from '@fotoobraz/domain';
import type { Caller } from '../../../lib/caller.ts';
import type { Clock } from '../../../lib/clock.ts';
import { notFound, validationProblem } from '../../../lib/problem.ts';
import type {
  BasketOwner,
  BasketRepository,
  StoredBasketItem,
} from '../repositories/basket.repository.ts';
import type { CatalogueRepository } from '../../../repositories/catalogue.repository.ts';
import { ConstraintError, type EntityRepository } from '../../../repositories/entity.repository.ts';
import { readScope } from '../../../services/access-policy.ts';
import type { CraftedProductService } from '../../pieces/index.ts';
import { storedPieceOffer } from '../../pieces/index.ts';
import { repricingChanged, type Repriced } from '../../pieces/index.ts';
import type { EntityService } from '../../../services/entity.service.ts';
import { readShopSettings } from '../../../services/shop-settings.ts';

type CraftedRow = RowOf<typeof craftedProductEntity>;

/** A line's crafted product as its caller just repriced and stored it. */
interface Known {
  product: CraftedRow;
  priced: Repriced;
}

/** A basket line and the basket as the API shows them (the contract's `BasketItem`). */
export type BasketItemView = BasketItemAnswer;
export type BasketView = BasketAnswer;

const itemProblem = (message: string) =>
  validationProblem([{ objectName: 'basketItem', field: 'craftedProduct', message }]);

/** Each line with the day it would ship, from the production days kept with its piece. */
const withDispatchDates = (
  items: readonly BasketItemView[],
  settings: ShopDispatchSettings,
  at: Date,
): BasketItemView[] =>
  items.map((item) => ({
    ...item,
    dispatchDate: storedPieceOffer(item.craftedProduct, settings, at).dispatchDate,
  }));

/** Whose basket the caller's is; none before a visitor has an id. */
export const basketOwnerOf = (caller: Caller): BasketOwner | undefined =>
  caller.user ? { usrid: caller.user.id } : caller.sid ? { sid: caller.sid } : undefined;

/**
 * The caller's basket: crafted products waiting to be ordered together. Every read
 * reprices each line with today's catalogue (and stores the new price), and flags lines whose
 * choices the catalogue no longer offers; the order refuses those. A line whose crafted product
 * was ordered otherwise (an order an admin entered for it) leaves the basket when next read.
 */
export class BasketService {
  constructor(
    private readonly basket: BasketRepository,
    private readonly entities: EntityRepository,
    private readonly entityService: EntityService,
    private readonly crafted: Pick<CraftedProductService, 'reprice' | 'orderedAmong'>,
    private readonly catalogue: CatalogueRepository,
    private readonly now: Clock,
  ) {}

  async read(caller: Caller): Promise<BasketView> {
    const owner = basketOwnerOf(caller);
    const stored = owner ? (await this.linesLeft(owner)).lines : [];
    const items: BasketItemView[] = [];
    for (const [n, line] of stored.entries()) {
      const item = await this.itemOf(caller, line, n + 1);
      if (item) items.push(item);
    }
    const products = items.map((item) => item.craftedProduct);
    const settings = await readShopSettings(this.catalogue);
    // Each piece's answer carries its parcel (craftedParcels): packed together, as the order will.
    const parcel = parcelOf(products.flatMap((p) => (p.parcel ? [p.parcel as PieceParcel] : [])));
    const courier = deliveryOptions(parcel, settings.delivery.limits, settings.delivery.rates).find(
      (o) => o.choice === 'KURIER',
    );
    const dated = withDispatchDates(items, settings.dispatch, this.now());
    return {
      items: dated,
      count: items.length,
      itemsTotal: centsToEuros(
        orderAmounts({
          pieces: products.map((p) => owedPieceOf(p)),
          postageCents: 0,
          vatPercent: null,
        }).piecesCents,
      ),
      courierPostage: centsToEuros(courier?.postageCents ?? 0),
      parcel,
      dispatchDate: latestDispatchDate(dated.map((item) => item.dispatchDate)),
    };
  }

  /**
   * Puts the caller's crafted product in their basket; the same one again is the line it is on
   * (`created` false). Someone else's (`NotFound`), one already ordered (`Ordered`), or one more
   * than an order takes (`Size`, 50 lines) is a 400 on `craftedProduct`.
   */
  async add(
    caller: Caller,
    craftedProductId: number,
  ): Promise<{ item: BasketItemView; created: boolean }> {
    const owner = basketOwnerOf(caller);
    const product = await this.callersProduct(caller, craftedProductId);
    if (!owner || !product) throw itemProblem('NotFound');
    const { lines, ordered } = await this.linesLeft(owner, [product.id]);
    if (ordered.has(product.id)) throw itemProblem('Ordered');
    const existing = await this.basket.findByCraftedProduct(product.id);
    // A basket holds what one order takes: every read reprices each line.
    if (!existing && lines.length >= MAX_ORDER_LINES) throw itemProblem('Size');
    if (existing) {
      // In another basket: an admin's reach into someone else's crafted product.
      if (!(await this.basket.find(owner, existing.id))) throw itemProblem('NotFound');
      return { item: await this.itemAmong(caller, lines, existing.id), created: false };
    }
    let id: number;
    let created = true;
    try {
      id = await this.basket.add(owner, product.id, product.price, this.now());
    } catch (error) {
      // The same crafted product added twice at once: the database let one through.
      if (!(error instanceof ConstraintError && error.constraint === 'unique')) throw error;
      const first = await this.basket.findByCraftedProduct(product.id);
      if (!first) throw error;
      id = first.id;
      created = false;
    }
    // Whether the lines are ordered was asked a moment ago: the answer does not ask again.
    return { item: await this.itemAmong(caller, await this.basket.list(owner), id), created };
  }

  /**
   * Changes the copies of a line's crafted product, repriced on the server; a line whose piece
   * was ordered meanwhile leaves the basket instead (400 `Ordered`).
   */
  async setCopies(caller: Caller, id: number, copies: number): Promise<BasketItemView> {
    const owner = basketOwnerOf(caller);
    const line = owner ? await this.basket.find(owner, id) : undefined;
    if (!owner || !line) throw notFound();
    const { lines, ordered } = await this.linesLeft(owner);
    if (ordered.has(line.craftedProductId)) throw itemProblem('Ordered');
    const product = await this.callersProduct(caller, line.craftedProductId);
    if (!product) throw notFound();
    const priced = await this.crafted.reprice(caller, product, copies);
    // A line with a problem keeps its price until it is fixed; its copies change all the same.
    const stored = priced.values ?? { copies };
    await this.entities.update(craftedProductEntity, product.id, stored);
    return this.itemAmong(caller, lines, id, { product: { ...product, ...stored }, priced });
  }

  async remove(caller: Caller, id: number): Promise<void> {
    const owner = basketOwnerOf(caller);
    if (!owner || !(await this.basket.remove(owner, id))) throw notFound();
  }

  /** Line `id` of the owner's `lines` as the API shows it, at its position among them. */
  private async itemAmong(
    caller: Caller,
    lines: readonly StoredBasketItem[],
    id: number,
    known?: Known,
  ): Promise<BasketItemView> {
    const n = lines.findIndex((line) => line.id === id);
    const item = n >= 0 ? await this.itemOf(caller, lines[n], n + 1, known) : undefined;
    if (!item) throw notFound();
    return item;
  }

  /**
   * The owner's lines, oldest first, once those whose crafted product an order holds left the
   * basket (an admin entered an order for it: a placement takes its own lines out in its
   * transaction); with them, which of those crafted products and of `alsoAsked` are ordered.
   * What is ordered is asked once for them all.
   */
  private async linesLeft(
    owner: BasketOwner,
    alsoAsked: readonly number[] = [],
  ): Promise<{ lines: StoredBasketItem[]; ordered: Set<number> }> {
    const listed = await this.basket.list(owner);
    const ordered = await this.crafted.orderedAmong([
      ...alsoAsked,
      ...listed.map((line) => line.craftedProductId),
    ]);
    const isOrdered = (line: StoredBasketItem) => ordered.has(line.craftedProductId);
    await this.basket.removeCraftedProducts(
      listed.filter(isOrdered).map((line) => line.craftedProductId),
    );
    return { lines: listed.filter((line) => !isOrdered(line)), ordered };
  }

  /**
   * A line repriced now (the new price stored); none when its crafted product is gone. `known`:
   * the line's product as just repriced and stored, which needs no second pricing.
   */
  private async itemOf(
    caller: Caller,
    line: StoredBasketItem,
    position: number,
    known?: Known,
  ): Promise<BasketItemView | undefined> {
    const product = known?.product ?? (await this.callersProduct(caller, line.craftedProductId));
    if (!product) return undefined;
    const priced = known?.priced ?? (await this.crafted.reprice(caller, product));
    if (priced.values && repricingChanged(product, priced.values)) {
      await this.entities.update(craftedProductEntity, product.id, priced.values);
    }
    return {
      id: line.id,
      position,
      addedDate: line.addedDate,
      // The entity service reads any entity; a crafted product's row carries its extensions.
      craftedProduct: (await this.entityService.get(
        craftedProductEntity,
        caller,
        product.id,
      )) as CraftedProductAnswer,
      priceWhenAdded: line.priceWhenAdded,
      problems: priced.problems,
    };
  }

  private async callersProduct(caller: Caller, id: number): Promise<CraftedRow | undefined> {
    return this.entities.findById(
      craftedProductEntity,
      id,
      readScope(craftedProductEntity, caller),
      {
        large: false,
        small: false,
      },
    );
  }
}
