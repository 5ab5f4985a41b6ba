import { photo, PhotoCreateSchema, type PhotoUploadRequest } from '@fotoobraz/domain';
import { availableParallelism } from 'node:os';
import { Admission } from '../../../lib/admission.ts';
import { isAdmin } from '../../../lib/caller.ts';
import { validationProblem } from '../../../lib/problem.ts';
import { keepingMemberOffHeap } from '../../../lib/base64-member.ts';
import { ensureVisitorId } from '../../../plugins/auth.ts';
import { admitBeforeBody } from '../../../plugins/upload-admission.ts';
import type { EntityService } from '../../../services/entity.service.ts';
import { photoRefusal } from '../services/photo-judgement.ts';
import type { PhotoService } from '../services/photo.service.ts';
import { replyCreated } from '../../../routes/entity-replies.ts';
import { entityRow } from '../../../routes/responses.ts';
import type { ShopApi } from '../../../routes/shop-api.ts';
import { API_TAGS } from '../../../routes/api-tags.ts';

/** A 30 MB JPEG in base64 plus the JSON around it (DESIGN.md §4); larger bodies get 413. */
export const PHOTO_BODY_LIMIT = 40 * 1024 * 1024;

/**
 * Uploads read and decoded at once. libvips decodes each photo on every core already,
 * so one upload per two cores keeps them busy; each one more in flight only adds its body, its
 * strings and its pixels to memory (16 concurrent 24 MP uploads: ~330 MB peak with one in
 * flight on 2 cores, ~370 MB with two). Up to 32 more wait unread; beyond that, 503.
 */
export const UPLOAD_LIMITS = {
  inFlight: Math.max(1, Math.floor(availableParallelism() / 2)),
  maxWaiting: 32,
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The uploads in flight and waiting right now (the admission tests read it). */
    uploadAdmission: Admission;
  }
}

/**
 * POST /api/photos is the upload pipeline when the body has an image, and an admin's back-office
 * create (the generic one) when it has none; the photo's other routes are the generic ones.
 */
export const registerPhotoRoutes = (
  app: ShopApi,
  photos: PhotoService,
  entities: EntityService,
): Admission => {
  const admission = new Admission(UPLOAD_LIMITS);
  app.decorate('uploadAdmission', admission);
  void app.register(async (scope: ShopApi) => {
    // The photo's base64 stays off V8's heap (lib/base64-member): 16 uploads in a row raised the
    // server's peak by about 100 MB. Everything else goes through Fastify's own parser.
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: PHOTO_BODY_LIMIT },
      keepingMemberOffHeap('image', scope.getDefaultJsonParser('error', 'error')),
    );
    scope.post(
      '/api/photos',
      {
        bodyLimit: PHOTO_BODY_LIMIT,
        onRequest: admitBeforeBody(admission),
        // A body over the limit is a photo too large, in the words the upload's other refusals use.
        errorHandler: (error, _request, _reply) => {
          throw (error as { code?: string }).code === 'FST_ERR_CTP_BODY_TOO_LARGE'
            ? photoRefusal.tooLarge()
            : error;
        },
        schema: {
          tags: [API_TAGS.pieces],
          response: { 201: entityRow(app, photo) },
          summary:
            'Upload a JPEG (base64, up to 30 MB): judged, analysed, stored; without an image, an admin’s create',
          body: PhotoCreateSchema,
        },
        config: { objectName: photo.name },
      },
      async (request, reply) => {
        const { caller } = request;
        // The entity's part of the schema types its fields loosely; the upload's are checked.
        const body = request.body as Partial<PhotoUploadRequest> & Record<string, unknown>;
        const { image, imageContentType, ...fields } = body;
        if (!image) {
          if (!isAdmin(caller)) {
            throw validationProblem([
              { objectName: photo.name, field: 'image', message: 'NotNull' },
            ]);
          }
          const created = await entities.create(photo, caller, fields);
          return replyCreated(reply, photo.name, '/api/photos', created.id as number, created);
        }
        ensureVisitorId(request, reply);
        const id = await photos.upload(caller, {
          image,
          imageContentType,
          title: body.title!,
          fileSize: body.fileSize,
        });
        const created = await entities.get(photo, caller, id);
        return replyCreated(reply, photo.name, '/api/photos', id, created);
      },
    );
  });
  return admission;
};
