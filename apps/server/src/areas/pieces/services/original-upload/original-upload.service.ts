import {
  fullPhoto as fullPhotoEntity,
  ORIGINAL_STATUS,
  originalStateOf,
  photo as photoEntity,
  type OriginalState,
  type RowOf,
} from '@fotoobraz/domain';
import type { Caller } from '../../../../lib/caller.ts';
import type { Clock } from '../../../../lib/clock.ts';
import { notFound, Problem } from '../../../../lib/problem.ts';
import { Semaphore } from '../../../../lib/semaphore.ts';
import type { CatalogueRepository } from '../../../../repositories/catalogue.repository.ts';
import type { EntityRepository } from '../../../../repositories/entity.repository.ts';
import type { ImageRepository } from '../../../../repositories/image.repository.ts';
import type { OriginalUploadRepository } from '../../repositories/original-upload.repository.ts';
import type { TransactorOf } from '../../../../services/unit-of-work.ts';
import { readScope } from '../../../../services/access-policy.ts';
import { judgedPhotoFields } from '../photo-judgement.ts';
import { verifyOriginal } from './original-verification.ts';

/** Where a photo's original stands, as `GET`/`PATCH /api/photos/{id}/original` answer. */
export interface OriginalProgress {
  state: OriginalState;
  /** Bytes arrived so far, of `length` (both the length once verified). */
  offset: number;
  length: number;
  /** Why it was refused (`error.photo.*`), when it was. */
  reason?: string;
}

type PhotoRow = RowOf<typeof photoEntity>;

const offsetConflict = (progress: OriginalProgress): Problem =>
  new Problem({
    status: 409,
    title: 'The upload is at another offset',
    message: 'error.photo.offset',
    body: { detail: `The original's upload stands at byte ${progress.offset}.`, ...progress },
    headers: { 'Upload-Offset': String(progress.offset) },
  });

const rejected = (progress: OriginalProgress): Problem =>
  new Problem({
    status: 400,
    title: 'The original was refused',
    message: progress.reason ?? 'error.photo.originalmismatch',
    body: { detail: 'The original does not match its working copy or is no JPEG.', ...progress },
  });

/**
 * The original that follows a working copy, in chunks at offsets (tus-like): each
 * chunk is stored in the database where the upload stands, so any instance takes the next one
 * and a dropped connection or a reload resumes where the bytes stopped. The last chunk's request
 * verifies the whole and makes it the photo's original, or refuses the photo.
 */
export class OriginalUploadService {
  static readonly uses = ['entities', 'originalUploads'] as const;

  /** Originals joined and checked at a time: each holds up to 30 MB while it is. */
  private readonly verifying = new Semaphore(1);

  constructor(
    private readonly entities: EntityRepository,
    private readonly uploads: OriginalUploadRepository,
    private readonly images: ImageRepository,
    private readonly catalogue: CatalogueRepository,
    private readonly transactor: TransactorOf<typeof OriginalUploadService>,
    private readonly now: Clock,
  ) {}

  async progress(caller: Caller, photoId: number): Promise<OriginalProgress> {
    return this.progressOf(await this.callersPhoto(caller, photoId));
  }

  /**
   * Stores `data` at `offset` (409 when the upload stands elsewhere); when it completes the
   * original, verifies it (400 with the reason when refused). An empty chunk at the end asks
   * again for a verification that did not finish.
   */
  async append(
    caller: Caller,
    photoId: number,
    offset: number,
    data: Buffer,
  ): Promise<OriginalProgress> {
    const photo = await this.callersPhoto(caller, photoId);
    const before = await this.progressOf(photo);
    if (before.state === 'rejected') throw rejected(before);
    if (before.state === 'verified' || offset !== before.offset) throw offsetConflict(before);
    if (offset + data.length > before.length) {
      await this.refuse(photoId, 'error.photo.originalmismatch');
      throw rejected(await this.progressOf(await this.callersPhoto(caller, photoId)));
    }
    if (data.length > 0 && !(await this.uploads.append(photoId, offset, data, this.now()))) {
      throw offsetConflict(await this.progressOf(photo));
    }
    const received = offset + data.length;
    if (received < before.length) return { ...before, offset: received };
    return this.verify(caller, photoId);
  }

  private async verify(caller: Caller, photoId: number): Promise<OriginalProgress> {
    await this.verifying.run(async () => {
      const upload = await this.uploads.find(photoId);
      const photo = await this.callersPhoto(caller, photoId);
      if (!upload || upload.reason || photo.originalStatus !== ORIGINAL_STATUS.uploading) return;
      const declared = {
        sha256: upload.sha256,
        length: upload.length,
        width: Number(photo.width),
        height: Number(photo.height),
      };
      const verdict = await verifyOriginal(this.uploads.chunks(photoId), declared, this.images);
      if (!verdict.ok) return this.refuse(photoId, verdict.reason);
      // The print quality is judged again from the same declared size (the original just
      // matched it), so the catalogue's changes during a long upload count.
      const judged = await judgedPhotoFields(this.catalogue, declared);
      await this.transactor.run(async ({ entities, originalUploads }) => {
        const fullPhotoId = await entities.insert(fullPhotoEntity, {
          image: verdict.original,
          imageContentType: 'image/jpeg',
          createdDate: this.now().toISOString(),
          fotoid: photoId,
          ...(photo.usrid != null ? { usrid: photo.usrid } : { sid: photo.sid }),
        });
        await entities.update(photoEntity, photoId, {
          fullfotoid: fullPhotoId,
          fileSize: upload.length,
          originalStatus: ORIGINAL_STATUS.verified,
          ...judged,
        });
        await originalUploads.finish(photoId);
      });
    });
    const progress = await this.progressOf(await this.callersPhoto(caller, photoId));
    if (progress.state === 'rejected') throw rejected(progress);
    return progress;
  }

  /** Refuses the photo's original: it can never be ordered; its chunks are deleted. */
  private async refuse(photoId: number, reason: string): Promise<void> {
    await this.transactor.run(({ originalUploads }) =>
      originalUploads.reject(photoId, reason, this.now()),
    );
  }

  private async callersPhoto(caller: Caller, photoId: number): Promise<PhotoRow> {
    const photo = await this.entities.findById(
      photoEntity,
      photoId,
      readScope(photoEntity, caller),
      { large: false },
    );
    if (!photo) throw notFound();
    return photo;
  }

  private async progressOf(photo: PhotoRow): Promise<OriginalProgress> {
    const state = originalStateOf(photo.originalStatus);
    const upload = await this.uploads.find(photo.id);
    if (state === 'verified' || !upload) {
      const length = Number(photo.fileSize ?? 0);
      return state === 'verified'
        ? { state, offset: length, length }
        : { state, offset: 0, length, reason: 'error.photo.originalmismatch' };
    }
    return {
      state,
      offset: upload.received,
      length: upload.length,
      ...(upload.reason ? { reason: upload.reason } : {}),
    };
  }
}
