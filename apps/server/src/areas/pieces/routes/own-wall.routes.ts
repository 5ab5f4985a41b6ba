import {
  MAX_ORIGINAL_BYTES,
  type OwnWallAt,
  OwnWallAtSchema,
  OwnWallPlacementSchema,
  type OwnWallSheet,
  OwnWallSheetSchema,
  ProposedSheetSchema,
} from '@fotoobraz/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Admission } from '../../../lib/admission.ts';
import { readMultipartForm } from '../../../lib/multipart-form.ts';
import { validationProblem } from '../../../lib/problem.ts';
import { admitBeforeBody } from '../../../plugins/upload-admission.ts';
import type { OwnWallService } from '../services/own-wall.service.ts';
import { photoRefusal } from '../services/photo-judgement.ts';
import { fileResponse, JPEG } from '../../../routes/responses.ts';
import { routesOf, withMultipart } from '../../../routes/route-options.ts';
import type { ShopApi } from '../../../routes/shop-api.ts';
import { API_TAGS } from '../../../routes/api-tags.ts';

const OBJECT_NAME = 'ownWall';
const { byId } = routesOf(API_TAGS.pieces);
const MULTIPART_LIMITS = {
  fileSize: MAX_ORIGINAL_BYTES,
  files: 1,
  fields: 2,
  parts: 3,
  fieldSize: 4096,
};

const fieldProblem = (field: string, message: string) =>
  validationProblem([{ objectName: OBJECT_NAME, field, message }]);

/** The multipart body's JSON field, parsed and checked; a 400 naming the field otherwise. */
const jsonField = <S extends z.ZodType>(field: string, text: string | undefined, schema: S) => {
  if (text === undefined) throw fieldProblem(field, 'NotNull');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw fieldProblem(field, 'TypeMismatch');
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw fieldProblem(field, issue?.message ?? 'TypeMismatch');
  }
  return parsed.data as z.output<S>;
};

/** The parts of a wall upload, in any order: the file `wall` and the JSON text fields. */
const wallParts = async (
  request: FastifyRequest,
): Promise<{ wall: Buffer; fields: Record<string, string> }> => {
  if (!request.isMultipart()) throw fieldProblem('wall', 'NotNull');
  const form = await readMultipartForm(request, 'wall', photoRefusal.tooLarge);
  if (!form.file || form.file.length === 0) throw fieldProblem('wall', 'NotNull');
  return { wall: form.file, fields: Object.fromEntries(form.fields) };
};

/** Where the piece landed, in the answer's pixels: the client draws its handles there. */
const sendView = (
  reply: FastifyReply,
  view: { jpeg: Buffer; piece: { corners: readonly (readonly [number, number])[] } },
) =>
  reply
    .header('Cache-Control', 'private, no-cache')
    .header(
      'X-Own-Wall-Piece',
      JSON.stringify(
        view.piece.corners.map(([x, y]) => [Math.round(x * 10) / 10, Math.round(y * 10) / 10]),
      ),
    )
    .type('image/jpeg')
    .send(view.jpeg);

/**
 * The piece on the customer's own wall (a photo with an A4 sheet on it):
 * `POST /api/crafted-products/{id}/own-wall/sheet` (multipart `wall`) proposes the sheet's corners;
 * `POST .../own-wall` (multipart `wall`, `sheet`, `at`) keeps the wall and answers the view;
 * `GET .../own-wall` redraws it for the piece as configured now. Uploads go through the photo
 * uploads' admission and limits.
 */
export const registerOwnWallRoutes = async (
  server: ShopApi,
  admission: Admission,
  walls: OwnWallService,
): Promise<void> => {
  await withMultipart(server, MULTIPART_LIMITS, (app) => {
    const base = '/api/crafted-products/:id/own-wall';
    const upload = {
      bodyLimit: MAX_ORIGINAL_BYTES + 64 * 1024,
      onRequest: admitBeforeBody(admission),
      config: { objectName: OBJECT_NAME },
    };

    app.post(
      `${base}/sheet`,
      {
        ...upload,
        ...byId(
          "The A4 sheet found on a wall photo (multipart file `wall`, JPEG): `{width, height, corners}` in the photo's upright pixels, clockwise from top-left; corners null when none is found. Nothing is kept.",
          { response: { 200: ProposedSheetSchema } },
        ),
      },
      async (request) => {
        const { wall } = await wallParts(request);
        return walls.proposeSheet(request.caller, request.params.id, wall);
      },
    );

    app.post(
      base,
      {
        ...upload,
        ...byId(
          'The piece on the customer’s own wall (multipart: file `wall` JPEG, `sheet` {"corners":[[x,y]×4]} clockwise from top-left, `at` {"x","y"} the piece’s centre, in the photo’s upright pixels): kept, replacing the last; answers the JPEG, X-Own-Wall-Piece the piece’s corners in it',
          { response: { 200: fileResponse('The piece on the wall', JPEG) } },
        ),
      },
      async (request, reply) => {
        const { wall, fields } = await wallParts(request);
        const sheet: OwnWallSheet = jsonField('sheet', fields.sheet, OwnWallSheetSchema);
        const at: OwnWallAt = jsonField('at', fields.at, OwnWallAtSchema);
        const view = await walls.place(request.caller, request.params.id, {
          jpeg: wall,
          sheet,
          at,
        });
        return sendView(reply, view);
      },
    );

    app.get(
      `${base}/placement`,
      byId(
        "Where the piece hangs on its kept wall: `{width, height, sheet: {corners}, at}` in the kept photo's pixels (at most 2400 px long), or null without a wall",
        { response: { 200: OwnWallPlacementSchema } },
      ),
      async (request, reply) =>
        reply
          .header('Cache-Control', 'private, no-cache')
          .send(await walls.placement(request.caller, request.params.id)),
    );

    app.get(
      base,
      byId('The piece as configured now on the kept wall, JPEG (404 without one)', {
        response: { 200: fileResponse('The piece on the wall', JPEG) },
      }),
      async (request, reply) =>
        sendView(reply, await walls.redraw(request.caller, request.params.id)),
    );
  });
};
