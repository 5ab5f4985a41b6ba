import {
  MAX_ORIGINAL_CHUNK_BYTES,
  MAX_WORKING_COPY_BYTES,
  OriginalProgressSchema,
  photo,
  type WorkingCopyFacts,
  WorkingCopyFactsSchema,
  PhotoWithOriginalSchema,
} from '@fotoobraz/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Admission } from '../../../lib/admission.ts';
import { readMultipartForm } from '../../../lib/multipart-form.ts';
import { validationProblem } from '../../../lib/problem.ts';
import { ensureVisitorId } from '../../../plugins/auth.ts';
import { admitBeforeBody } from '../../../plugins/upload-admission.ts';
import type { EntityService } from '../../../services/entity.service.ts';
import type {
  OriginalProgress,
  OriginalUploadService,
} from '../services/original-upload/original-upload.service.ts';
import type { WorkingCopyService } from '../services/original-upload/working-copy.service.ts';
import { photoProblem } from '../services/photo-judgement.ts';
import { replyCreated } from '../../../routes/entity-replies.ts';
import { acceptRaw, routesOf, withMultipart } from '../../../routes/route-options.ts';
import type { ShopApi } from '../../../routes/shop-api.ts';
import { API_TAGS } from '../../../routes/api-tags.ts';

/** The chunks' content type, as tus names it. */
export const CHUNK_CONTENT_TYPE = 'application/offset+octet-stream';

const { documented, byId } = routesOf(API_TAGS.pieces);
const MULTIPART_LIMITS = { fileSize: MAX_WORKING_COPY_BYTES, files: 1, fields: 2, parts: 3 };

const factsProblem = (issues: readonly { path: PropertyKey[]; message: string }[]) =>
  validationProblem(
    issues.map((issue) => ({
      objectName: photo.name,
      field: String(issue.path[0] ?? 'facts'),
      message: issue.message,
    })),
  );

const workingCopyTooLarge = () =>
  photoProblem(
    413,
    'workingcopy',
    'Working copy too large',
    'Pracovná kópia fotografie môže mať najviac 3 MB.',
  );

/** The multipart body: the field `facts` (JSON) and the file `workingCopy`, both read whole. */
const workingCopyOf = async (
  request: FastifyRequest,
): Promise<{ facts: WorkingCopyFacts; bytes: Buffer }> => {
  if (!request.isMultipart()) throw factsProblem([{ path: ['workingCopy'], message: 'NotNull' }]);
  const form = await readMultipartForm(request, 'workingCopy', workingCopyTooLarge);
  let facts: unknown;
  try {
    facts = JSON.parse(form.fields.get('facts') ?? '{}');
  } catch {
    throw factsProblem([{ path: ['facts'], message: 'TypeMismatch' }]);
  }
  const parsed = WorkingCopyFactsSchema.safeParse(facts);
  if (!parsed.success) throw factsProblem(parsed.error.issues);
  if (!form.file) throw factsProblem([{ path: ['workingCopy'], message: 'NotNull' }]);
  return { facts: parsed.data, bytes: form.file };
};

/** tus's headers of where an upload stands; never cached, each answer is the state now. */
const withOffset = (reply: FastifyReply, progress: OriginalProgress): FastifyReply =>
  reply
    .header('Upload-Offset', String(progress.offset))
    .header('Upload-Length', String(progress.length))
    .header('Cache-Control', 'no-store');

const OffsetHeadersSchema = z.object({
  'upload-offset': z.coerce
    .number({ error: 'TypeMismatch' })
    .int({ error: 'TypeMismatch' })
    .nonnegative({ error: 'Min' }),
});

/**
 * A photo sent as its working copy first, its original behind it (DESIGN.md §4):
 * `POST /api/photos/working-copy` (multipart), then `PATCH /api/photos/{id}/original` with
 * `Upload-Offset` and the next chunk as `application/offset+octet-stream`; `GET` (and `HEAD`)
 * say where it stands. The JSON `POST /api/photos` stays as it is.
 */
export const registerOriginalUploadRoutes = async (
  server: ShopApi,
  admission: Admission,
  workingCopies: WorkingCopyService,
  originals: OriginalUploadService,
  entities: EntityService,
): Promise<void> => {
  await withMultipart(server, MULTIPART_LIMITS, (app) => {
    // A chunk is read whole (at most 4 MB): memory holds one chunk per request, never a photo.
    acceptRaw(app, CHUNK_CONTENT_TYPE, 'buffer', MAX_ORIGINAL_CHUNK_BYTES);

    app.post(
      '/api/photos/working-copy',
      {
        bodyLimit: MAX_WORKING_COPY_BYTES + 64 * 1024,
        onRequest: admitBeforeBody(admission),
        ...documented(
          'A photo from its working copy (multipart: JSON `facts` {title, width, height, fileSize, sha256} of the original, then the file `workingCopy`); its original follows',
          { response: { 201: PhotoWithOriginalSchema } },
        ),
        config: { objectName: photo.name },
      },
      async (request, reply) => {
        ensureVisitorId(request, reply);
        const { facts, bytes } = await workingCopyOf(request);
        const id = await workingCopies.create(request.caller, facts, bytes);
        const [created, original] = await Promise.all([
          entities.get(photo, request.caller, id),
          originals.progress(request.caller, id),
        ]);
        return replyCreated(reply, photo.name, '/api/photos', id, { ...created, original });
      },
    );

    app.get(
      '/api/photos/:id/original',
      byId("Where the photo's original stands: state, bytes arrived (Upload-Offset)", {
        response: { 200: OriginalProgressSchema },
      }),
      async (request, reply) => {
        const progress = await originals.progress(request.caller, request.params.id);
        return withOffset(reply, progress).send(progress);
      },
    );

    app.patch(
      '/api/photos/:id/original',
      {
        bodyLimit: MAX_ORIGINAL_CHUNK_BYTES,
        ...byId(
          "The original's next chunk at Upload-Offset (409 when it stands elsewhere); the last one is verified",
          {
            response: { 200: OriginalProgressSchema },
            headers: OffsetHeadersSchema,
            problems: [409],
          },
        ),
        config: { objectName: photo.name },
      },
      async (request, reply) => {
        const chunk = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const progress = await originals.append(
          request.caller,
          request.params.id,
          request.headers['upload-offset'],
          chunk,
        );
        return withOffset(reply, progress).send(progress);
      },
    );
  });
};
