import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { Headers } from './actors.ts';

/** What the browser sends first: the working copy and the original's facts. */
export interface WorkingCopyUpload {
  facts: { title: string; width: number; height: number; fileSize: number; sha256: string };
  workingCopy: Buffer;
}

/** The working copy a browser makes of `original`: upright, 2400 px on its long side. */
export const workingCopyOf = async (
  original: Buffer,
  title = 'Dovolenka.jpg',
): Promise<WorkingCopyUpload> => {
  const upright = sharp(original).autoOrient();
  const { info } = await upright.clone().toBuffer({ resolveWithObject: true });
  const workingCopy = await upright
    .resize(2400, 2400, { fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 85 })
    .toBuffer();
  return {
    facts: {
      title,
      width: info.width,
      height: info.height,
      fileSize: original.length,
      sha256: createHash('sha256').update(original).digest('hex'),
    },
    workingCopy,
  };
};

/** A multipart/form-data body: the `facts` field as JSON, then the `workingCopy` file. */
export const multipartOf = (upload: { facts: unknown; workingCopy: Buffer }) => {
  const boundary = `----fotoobraz${randomBytes(8).toString('hex')}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="facts"\r\n\r\n` +
        `${JSON.stringify(upload.facts)}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="workingCopy"; filename="working.jpg"\r\n` +
        'Content-Type: image/jpeg\r\n\r\n',
    ),
    upload.workingCopy,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
};

/** `POST /api/photos/working-copy` as the caller. */
export const postWorkingCopy = (
  app: FastifyInstance,
  as: Headers,
  upload: { facts: unknown; workingCopy: Buffer },
) => {
  const { body, contentType } = multipartOf(upload);
  return app.inject({
    method: 'POST',
    url: '/api/photos/working-copy',
    payload: body,
    headers: { ...as, 'content-type': contentType },
  });
};

/** `PATCH /api/photos/{id}/original`: `chunk` at `offset`. */
export const patchOriginal = (
  app: FastifyInstance,
  as: Headers,
  photoId: number,
  offset: number,
  chunk: Buffer,
) =>
  app.inject({
    method: 'PATCH',
    url: `/api/photos/${photoId}/original`,
    payload: chunk,
    headers: {
      ...as,
      'content-type': 'application/offset+octet-stream',
      'upload-offset': String(offset),
    },
  });

/** Sends `original` in `pieces` chunks; the last answer is returned. */
export const sendOriginal = async (
  app: FastifyInstance,
  as: Headers,
  photoId: number,
  original: Buffer,
  pieces = 3,
) => {
  const size = Math.ceil(original.length / pieces);
  let res;
  for (let offset = 0; offset < original.length; offset += size) {
    res = await patchOriginal(app, as, photoId, offset, original.subarray(offset, offset + size));
    if (res.statusCode !== 200) return res;
  }
  return res!;
};
