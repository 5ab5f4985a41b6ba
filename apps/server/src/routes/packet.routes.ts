import { IdParamsSchema, PACKET_STATE } from '@fotoobraz/domain';
import { z } from 'zod';
import { adminOnly } from '../plugins/auth.ts';
import type { PacketService } from '../services/packets/packet.service.ts';
import { replyDownload } from './entity-replies.ts';
import { fileResponse, PDF } from './responses.ts';
import type { ShopApi } from './shop-api.ts';

const tags = ['Zásielky Packeta'];

const PacketViewSchema = z
  .object({
    state: z.enum(PACKET_STATE),
    stateLabel: z.string(),
    barcode: z.string().nullable(),
    barcodeText: z.string().nullable(),
    trackingUrl: z.string().nullable(),
    packetId: z.string().nullable().optional(),
    lastError: z.string().nullable().optional(),
    attempts: z.number().optional(),
    carrierStatusText: z.string().nullable().optional(),
    updatedDate: z.string().optional(),
  })
  .describe("The order's Packeta packet; the owner also sees Packeta's id and the last error");

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
    .transform((list) => [...new Set(list.split(',').map(Number))]),
  format: FormatSchema,
});

/**
 * The orders' Packeta packets: their state for the customer and the owner; the owner's
 * 'Vytvoriť zásielku', a new attempt, the packet found in Packeta's client section, and the labels
 * (one order's, or several orders' in one PDF).
 */
export const registerPacketRoutes = (app: ShopApi, packets: PacketService): void => {
  app.get(
    '/api/orders/:id/packet',
    {
      schema: {
        tags,
        summary: "The order's packet (its customer and admins); null before it is asked for",
        params: IdParamsSchema,
        response: { 200: PacketReplySchema },
      },
    },
    async (request) => ({ packet: await packets.view(request.caller, request.params.id) }),
  );

  app.post(
    '/api/orders/:id/packet',
    {
      schema: {
        tags,
        summary: 'Create the packet (admins): now, before dispatch, or again after a refusal',
        params: IdParamsSchema,
        body: CreateBodySchema,
        response: { 202: PacketReplySchema },
      },
      preValidation: adminOnly,
    },
    async (request, reply) => {
      const { id } = request.params;
      const packet = await packets.create(request.caller, id, request.body?.checked ?? false);
      return reply.status(202).send({ packet });
    },
  );

  app.put(
    '/api/orders/:id/packet',
    {
      schema: {
        tags,
        summary: "Record the packet found in Packeta's client section (admins)",
        params: IdParamsSchema,
        body: RecordBodySchema,
        response: { 200: PacketReplySchema },
      },
      preValidation: adminOnly,
    },
    async (request) => ({
      packet: await packets.record(request.caller, request.params.id, request.body),
    }),
  );

  app.get(
    '/api/orders/:id/packet/label.pdf',
    {
      schema: {
        tags,
        response: { 200: fileResponse('The label', PDF) },
        summary: "The packet's label from Packeta, PDF (admins)",
        params: IdParamsSchema,
        querystring: LabelQuerySchema,
      },
      preValidation: adminOnly,
    },
    async (request, reply) => {
      const pdf = await packets.labels([request.params.id], request.query.format);
      return replyDownload(reply, {
        contentType: 'application/pdf',
        filename: `stitok-${request.params.id}-${request.query.format}.pdf`,
        data: pdf,
        cache: 'no-store',
      });
    },
  );

  app.get(
    '/api/packets/labels.pdf',
    {
      schema: {
        tags,
        response: { 200: fileResponse('The labels', PDF) },
        summary: "Several orders' labels in one PDF, in the order given (admins)",
        querystring: LabelsQuerySchema,
      },
      preValidation: adminOnly,
    },
    async (request, reply) => {
      const pdf = await packets.labels(request.query.orders, request.query.format);
      return replyDownload(reply, {
        contentType: 'application/pdf',
        filename: `stitky-${request.query.format}.pdf`,
        data: pdf,
        cache: 'no-store',
      });
    },
  );
};
