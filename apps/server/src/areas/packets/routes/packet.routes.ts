import { IdParamsSchema, isId, PacketViewSchema } from '@fotoobraz/domain';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { adminOnly } from '../../../plugins/auth.ts';
import type { PacketService } from '../services/packet.service.ts';
import { replyUnstoredDownload } from '../../../routes/entity-replies.ts';
import { fileResponse, PDF } from '../../../routes/responses.ts';
import { routesOf } from '../../../routes/route-options.ts';
import type { ShopApi } from '../../../routes/shop-api.ts';
import { API_TAGS } from '../../../routes/api-tags.ts';

const { documented, byId } = routesOf(API_TAGS.packets);

const PacketReplySchema = z.object({ packet: PacketViewSchema.nullable() });

const CreateBodySchema = z
  .object({
    checked: z
      .boolean()
      .optional()
      .describe('After a doubtful attempt: the owner checked Packeta and found no packet'),
  })
  .default({});

const RecordBodySchema = z.object({
  packetId: z
    .string()
    .trim()
    .regex(/^\d{1,20}$/, 'Číslo zásielky Packeta sú číslice (napr. 1234567890).'),
  barcode: z
    .string()
    .trim()
    .regex(/^Z\s?[\d\s]{6,18}$/i, 'Čiarový kód Packeta začína písmenom Z (napr. Z1234567890).'),
});

const FormatSchema = z
  .enum(['A6', 'A4'])
  .default('A6')
  .describe('A6: one label a page; A4: four labels a sheet');

const LabelQuerySchema = z.object({ format: FormatSchema });

const LabelsQuerySchema = z.object({
  orders: z
    .string()
    .regex(/^\d+(,\d+){0,99}$/, 'Zoznam objednávok: čísla (id) oddelené čiarkou, najviac 100.')
    .transform((list) => [...new Set(list.split(',').map(Number))])
    // An id no order can have (beyond the database's integer, or past 2^53) is refused here,
    // not sent to the database, which refused it as out of range (a 500 on PostgreSQL).
    .refine((ids) => ids.every(isId), 'Číslo objednávky mimo rozsahu: taká objednávka neexistuje.'),
  format: FormatSchema,
});

/**
 * The orders' Packeta packets: their state for the customer and the owner; the owner's
 * 'Vytvoriť zásielku', a new attempt, the packet found in Packeta's client section, and the labels
 * (one order's, or several orders' in one PDF).
 */
export const registerPacketRoutes = (app: ShopApi, packets: PacketService): void => {
  /** The owner's change of an order's packet: the answer is the packet as it now stands. */
  const packetChange = <B extends z.ZodType, R extends object>(
    summary: string,
    body: B,
    response: R,
    // 409: a packet the order's state does not allow (unpaid, already made, not by Packeta).
  ) => ({ ...byId(summary, { body, response, problems: [409] }), preValidation: adminOnly });
  /** The orders' labels in one PDF (admins only), a file no cache keeps. */
  const labels = <S extends object>(summary: string, what: string, schema: S) => ({
    // 409: an order without a packet at Packeta yet.
    ...documented(summary, {
      response: { 200: fileResponse(what, PDF) },
      problems: [404, 409],
      ...schema,
    }),
    preValidation: adminOnly,
  });
  const replyLabels = async (
    reply: FastifyReply,
    orders: number[],
    format: z.infer<typeof FormatSchema>,
    filename: string,
  ) => replyUnstoredDownload(reply, PDF, filename, await packets.labels(orders, format));

  app.get(
    '/api/orders/:id/packet',
    byId("The order's packet (its customer and admins); null before it is asked for", {
      response: { 200: PacketReplySchema },
    }),
    async (request) => ({ packet: await packets.view(request.caller, request.params.id) }),
  );

  app.post(
    '/api/orders/:id/packet',
    packetChange(
      'Create the packet (admins): now, before dispatch, or again after a refusal',
      CreateBodySchema,
      { 202: PacketReplySchema },
    ),
    async (request, reply) => {
      const { id } = request.params;
      const packet = await packets.create(request.caller, id, request.body?.checked ?? false);
      return reply.status(202).send({ packet });
    },
  );

  app.put(
    '/api/orders/:id/packet',
    packetChange("Record the packet found in Packeta's client section (admins)", RecordBodySchema, {
      200: PacketReplySchema,
    }),
    async (request) => ({
      packet: await packets.record(request.caller, request.params.id, request.body),
    }),
  );

  app.get(
    '/api/orders/:id/packet/label.pdf',
    labels("The packet's label from Packeta, PDF (admins)", 'The label', {
      params: IdParamsSchema,
      querystring: LabelQuerySchema,
    }),
    (request, reply) => {
      const { id } = request.params;
      const { format } = request.query;
      return replyLabels(reply, [id], format, `stitok-${id}-${format}.pdf`);
    },
  );

  app.get(
    '/api/packets/labels.pdf',
    labels("Several orders' labels in one PDF, in the order given (admins)", 'The labels', {
      querystring: LabelsQuerySchema,
    }),
    (request, reply) => {
      const { orders, format } = request.query;
      return replyLabels(reply, orders, format, `stitky-${format}.pdf`);
    },
  );
};
