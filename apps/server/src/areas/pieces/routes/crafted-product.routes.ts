import {
  craftedProduct,
  type DispatchOffer,
  IdParamsSchema,
  PriceDifferencesAnswerSchema,
  PriceDifferencesSchema,
} from '@fotoobraz/domain';
import { z } from 'zod';
import { ensureVisitorId } from '../../../plugins/auth.ts';
import type { CraftedProductPreviews } from '../services/crafted-product.preview.ts';
import type { CraftedProductService, WrittenPiece } from '../services/crafted-product.service.ts';
import type { EntityService } from '../../../services/entity.service.ts';
import { isAdmin, type Caller } from '../../../lib/caller.ts';
import { pieceParcelOfRows } from '../services/piece-parts.ts';
import { entityBody } from '../../../routes/entity-bodies.ts';
import { registerUpdateRoutes, replyCreated } from '../../../routes/entity-replies.ts';
import { entityRow, fileResponse, JPEG } from '../../../routes/responses.ts';
import type { ShopApi } from '../../../routes/shop-api.ts';
import { API_TAGS } from '../../../routes/api-tags.ts';

/** The interiors of the wall carousel are numbered 0 .. 8. */
const WallParamsSchema = IdParamsSchema.extend({
  n: z
    .string()
    .regex(/^[0-8]$/, { error: 'Pattern' })
    .transform(Number),
});

/**
 * `?nothumbs=true`: the piece without its base64 images (`previewThumb`, `cropThumb`, ~49 KB of
 * the answer); their content types stay, so whether a preview exists is still known. An anonymous
 * visitor's wizard loads the preview by its own URL. Without it the answer is the spec's.
 */
const ThumbsQuerySchema = z.object({
  nothumbs: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});

const answer = <R extends Record<string, unknown>>(
  row: R,
  { nothumbs }: z.output<typeof ThumbsQuerySchema>,
): R => {
  if (!nothumbs) return row;
  const { previewThumb: _preview, cropThumb: _crop, ...rest } = row;
  // Only the images are left out.
  return rest as R;
};

/** A piece as read: craftedDispatch has added its dispatch days. */
const dated = (row: { id: number } & Record<string, unknown>) => row as typeof row & DispatchOffer;

/**
 * The back-office's entry of a crafted product, stored as the admin gives it: a body the wizard
 * could not make a piece of, since it names no picture or both (a photo and an edition image).
 * A body that names one picture is a configuration, priced, sized and drawn by the server,
 * whoever sends it.
 */
const isBackOfficeEntry = (caller: Caller, body: Record<string, unknown>): boolean =>
  isAdmin(caller) && Boolean(body.photo) === Boolean(body.internalImage);

/**
 * GET (one), POST and PUT of crafted products answer with or without the images (`nothumbs`);
 * POST and PUT compute price, sizes and preview on the server. The list, the images and
 * deletes are the generic routes. `POST /api/crafted-products/price-differences` prices the
 * alternatives the wizard offers against the current configuration.
 */
export const registerCraftedProductRoutes = (
  app: ShopApi,
  crafted: CraftedProductService,
  previews: CraftedProductPreviews,
  entities: EntityService,
): void => {
  const base = '/api/crafted-products';
  const tags = [API_TAGS.pieces];
  const config = { objectName: craftedProduct.name };
  const pieceAnswer = entityRow(app, craftedProduct);
  // A write answers what a GET of the piece would, from the rows the service has just read.
  // Its parcel (craftedParcels) and dispatch days (craftedDispatch) from what the service has
  // just read and priced, so presenting it reads nothing more.
  const presented = (caller: Caller, { row, related, dispatch: offer }: WrittenPiece) =>
    entities.present(
      craftedProduct,
      caller,
      { ...row, parcel: pieceParcelOfRows(row, related), ...offer } as typeof row,
      related,
    );

  app.post(
    base,
    {
      schema: {
        tags,
        summary:
          'Create from the customer’s choices: price, sizes and preview computed (`nothumbs=true`: answer without the base64 images)',
        body: entityBody(app, craftedProduct, 'create'),
        querystring: ThumbsQuerySchema,
        response: { 201: pieceAnswer },
      },
      config,
    },
    async (request, reply) => {
      if (isBackOfficeEntry(request.caller, request.body)) {
        const row = await entities.create(craftedProduct, request.caller, request.body);
        const id = row.id as number;
        return replyCreated(reply, craftedProduct.name, base, id, answer(row, request.query));
      }
      ensureVisitorId(request, reply);
      const piece = await crafted.create(request.caller, request.body);
      const row = await presented(request.caller, piece);
      return replyCreated(
        reply,
        craftedProduct.name,
        base,
        piece.row.id,
        answer(row, request.query),
      );
    },
  );

  registerUpdateRoutes(app, {
    base,
    schema: {
      tags,
      summary:
        'Change the choices (owner, until ordered; `nothumbs=true`: answer without the base64 images)',
      body: entityBody(app, craftedProduct, 'update'),
      querystring: ThumbsQuerySchema,
      response: { 200: pieceAnswer },
      // An ordered piece is frozen.
      problems: [409],
    },
    objectName: craftedProduct.name,
    save: async (caller, input, pathId, query) => {
      if (isBackOfficeEntry(caller, input)) {
        const row = await entities.update(craftedProduct, caller, input, pathId);
        return { id: row.id as number, row: answer(row, query) };
      }
      const piece = await crafted.update(caller, input, pathId);
      return { id: piece.row.id, row: answer(await presented(caller, piece), query) };
    },
  });

  app.get(
    `${base}/:id`,
    {
      schema: {
        tags,
        summary: `${craftedProduct.label}: one (\`nothumbs=true\`: without the base64 images); \`parcel\`: what one copy brings to the order's parcel (sides and depth in cm, weightGrams, glass, copies)`,
        params: IdParamsSchema,
        querystring: ThumbsQuerySchema,
        response: { 200: pieceAnswer },
      },
    },
    async (request) =>
      answer(
        dated(await entities.get(craftedProduct, request.caller, request.params.id)),
        request.query,
      ),
  );

  app.post(
    `${base}/price-differences`,
    {
      schema: {
        tags,
        response: { 200: PriceDifferencesAnswerSchema },
        summary: 'The price of a configuration, and what each alternative would change',
        body: PriceDifferencesSchema,
      },
      config,
    },
    (request) => crafted.priceDifferences(request.caller, request.body),
  );

  // The wizard's interior carousel: the piece at true scale on wall n (0 .. 8).
  app.get(
    `${base}/:id/wall/:n`,
    {
      schema: {
        tags,
        response: { 200: fileResponse('The piece on the wall', JPEG) },
        summary: 'The piece on interior n (0–8), JPEG',
        params: WallParamsSchema,
      },
    },
    async (request, reply) => {
      const { id, n } = request.params;
      const wall = await previews.onWall(request.caller, id, n);
      return reply.header('Cache-Control', 'private, no-cache').type('image/jpeg').send(wall.jpeg);
    },
  );
};
