import { z } from 'zod';
import { entityInputSchema } from '../entities/entity-schema.ts';
import { photo } from '../entities/photo.entity.ts';
import { typeError } from '../validation/constraints.ts';
import { LineTextSchema } from '../validation/texts.ts';

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * A photo upload as the contract sends it (`POST /api/photos`): the JPEG in base64 (line breaks
 * allowed) and a title. What the bytes are is judged from the bytes, not from
 * `imageContentType`.
 * @example PhotoUploadSchema.parse({ image: '/9j/\n4AAQ', title: ' Dovolenka ' }) // -> { image: '/9j/4AAQ', title: 'Dovolenka' }
 */
export const PhotoUploadSchema = z.object({
  image: z
    .string({ error: 'NotNull' })
    .min(1, { error: 'NotNull' })
    // replace() copies even when nothing matches: 7 MB more per upload for nothing.
    .transform((s) => (/\s/.test(s) ? s.replace(/\s+/g, '') : s))
    .refine((s) => BASE64.test(s) && s.length % 4 === 0, { error: 'TypeMismatch' }),
  imageContentType: LineTextSchema.max(255, { error: 'Size' }).nullish(),
  title: LineTextSchema.trim().min(1, { error: 'NotNull' }).max(255, { error: 'Size' }),
  fileSize: z
    .number({ error: typeError })
    .int({ error: 'TypeMismatch' })
    .nonnegative({ error: 'Min' })
    .nullish(),
});
export type PhotoUploadRequest = z.output<typeof PhotoUploadSchema>;

/**
 * The body of `POST /api/photos`, which the wizard's upload and the back-office's create share:
 * the photo's fields as the entity model has them (what the back-office form sends, title
 * required), beside the upload's image. With an image it is an upload, judged from its bytes;
 * without one it is an admin's create from the back-office. A visitor's upload needs its image,
 * which the route asks for, since only it knows the caller.
 * @example PhotoCreateSchema.parse({ title: 'Smoke photo', printableStatus: 'Y', ratio: '3:2' }) // -> no image: the back-office's create
 */
export const PhotoCreateSchema = entityInputSchema(photo, 'create').safeExtend({
  ...PhotoUploadSchema.shape,
  image: PhotoUploadSchema.shape.image.nullish(),
});

const SHA256_HEX = /^[0-9a-f]{64}$/;

/**
 * What the browser tells about the original when it sends a working copy first
 * (`POST /api/photos/working-copy`, the multipart field `facts`): its upright pixel size, its
 * size in bytes and its SHA-256; the original that follows must match all three.
 * @example WorkingCopyFactsSchema.parse({ title: 'a.jpg', width: 6000, height: 4000, fileSize: 7e6, sha256: 'ab…' })
 */
export const WorkingCopyFactsSchema = z.object({
  title: LineTextSchema.trim().min(1, { error: 'NotNull' }).max(255, { error: 'Size' }),
  width: z.number({ error: typeError }).int({ error: 'TypeMismatch' }).min(1, { error: 'Min' }),
  height: z.number({ error: typeError }).int({ error: 'TypeMismatch' }).min(1, { error: 'Min' }),
  fileSize: z.number({ error: typeError }).int({ error: 'TypeMismatch' }).min(1, { error: 'Min' }),
  sha256: z
    .string({ error: 'NotNull' })
    .transform((s) => s.toLowerCase())
    .refine((s) => SHA256_HEX.test(s), { error: 'Pattern' }),
});
export type WorkingCopyFacts = z.output<typeof WorkingCopyFactsSchema>;
