import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visitorHeaders } from '../../helpers/actors.ts';
import {
  basketShop,
  courier,
  type Basket,
  type BasketItem,
  type BasketShop,
} from '../../helpers/basket-shop.ts';
import { TEST_DB } from '../../helpers/test-app.ts';

describe(`the basket and reorders at today's prices (${TEST_DB})`, () => {
  let shop: BasketShop;

  beforeAll(async () => {
    shop = await basketShop();
  });
  afterAll(() => shop?.t.close());

  describe("'Objednať znova'", () => {
    it('comes back into the basket at today’s prices, naming what changed', async () => {
      const expensive = await shop.newPaper('Matný papier', 30);
      const buyer = visitorHeaders();
      const a = await shop.print(buyer, 30, 20, expensive);
      const b = await shop.print(buyer, 40, 30);
      const placed = await shop.place(buyer, {
        email: 'jana@example.sk',
        items: [{ craftedProduct: { id: a } }, { craftedProduct: { id: b } }],
      });
      expect(placed.statusCode, placed.body).toBe(201);
      const oldPrice = placed.json().items[0].price;
      expect((await shop.setPaper(expensive, { pricePerSqare: 90 })).statusCode).toBe(200);

      const res = await shop.t.app.inject({
        method: 'POST',
        url: `/api/orders/${placed.json().id}/reorder`,
        headers: buyer,
      });
      expect(res.statusCode, res.body).toBe(200);
      const { basket, changes } = res.json() as {
        basket: Basket;
        changes: { itemId: number; oldPrice: number; newPrice: number; description: string }[];
      };
      expect(basket.count).toBe(2);
      expect(basket.items.map((i) => i.craftedProduct.id)).not.toContain(a);
      expect(changes).toHaveLength(1);
      expect(changes[0]).toMatchObject({ itemId: basket.items[0].id, oldPrice });
      expect(changes[0].newPrice).toBeGreaterThan(oldPrice);
      expect(changes[0].description).toContain('30 × 20 cm');
      // Someone else's order is not theirs to repeat.
      const other = await shop.t.app.inject({
        method: 'POST',
        url: `/api/orders/${placed.json().id}/reorder`,
        headers: visitorHeaders(),
      });
      expect(other.statusCode).toBe(404);
    });
  });

  describe('a choice the catalogue stopped offering', () => {
    it('reprices on read, flags the line and keeps it from being ordered', async () => {
      const visitor = visitorHeaders();
      const media = await shop.newPaper('Perleťový papier', 40);
      const product = await shop.print(visitor, 30, 20, media);
      const priced = (await shop.add(visitor, product)).json() as BasketItem;

      expect((await shop.setPaper(media, { pricePerSqare: 80 })).statusCode).toBe(200);
      const repriced = (await shop.basketOf(visitor)).items[0];
      expect(repriced.craftedProduct.price).toBeGreaterThan(priced.craftedProduct.price);
      expect(repriced.priceWhenAdded).toBe(priced.craftedProduct.price);

      expect((await shop.setPaper(media, { enabled: false })).statusCode).toBe(200);
      const flagged = (await shop.basketOf(visitor)).items[0];
      expect(flagged.problems).toEqual([
        {
          field: 'printMedia',
          message: 'Tlačové médium „Perleťový papier“ už nie je v ponuke. Vyberte iné.',
        },
      ]);
      const before = await shop.orderCount();
      const res = await shop.place(visitor, {
        ...courier,
        items: [{ craftedProduct: { id: product } }],
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors[0]).toEqual({
        objectName: 'order',
        field: 'items[0].craftedProduct',
        message: 'NotOffered',
      });
      expect(await shop.orderCount()).toBe(before);
      expect((await shop.basketOf(visitor)).count).toBe(1);
    });
  });
});
