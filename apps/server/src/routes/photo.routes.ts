import { photo } from '@fotoobraz/domain';
import type { FastifyInstance } from 'fastify';
import { APP_HEADER } from '../lib/problem.ts';
import { metrics } from '../repositories/metrics.repository.ts';
import { ensureVisitorId } from '../plugins/auth.ts';
import type { EntityService } from '../services/entity.service.ts';
import type { PhotoService } from '../services/photo.service.ts';

/** A 30 MB JPEG in base64 plus the JSON around it (DESIGN.md §4); larger bodies get 413. */
export const PHOTO_BODY_LIMIT = 40 * 1024 * 1024;

/** POST /api/photos is the upload pipeline; the photo's other routes are the generic ones. */
export const registerPhotoRoutes = (
  app: FastifyInstance,
  photos: PhotoService,
  entities: EntityService,
): void => {
  app.post('/api/photos', { bodyLimit: PHOTO_BODY_LIMIT }, async (request, reply) => {
    ensureVisitorId(request, reply);
    const id = await photos.upload(request.caller, request.body);
    metrics.photosProcessed.inc();
    const created = await entities.get(photo, request.caller, id);
    reply.header(`${APP_HEADER}-alert`, 'fotoobrazApp.photo.created');
    reply.header(`${APP_HEADER}-params`, String(id));
    return reply.status(201).header('Location', `/api/photos/${id}`).send(created);
  });
};
