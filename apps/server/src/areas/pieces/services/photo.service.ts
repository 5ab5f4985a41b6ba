import { createHash } from 'node:crypto';
import {
  photo as photoEntity,
  fullPhoto as fullPhotoEntity,
  MAX_ORIGINAL_BYTES,
  type PhotoUploadRequest,
} from '@fotoobraz/domain';
import type { CatalogueRepository } from '../../../repositories/catalogue.repository.ts';
import { metrics } from '../../../repositories/metrics.repository.ts';
import type { ImageRepository } from '../../../repositories/image.repository.ts';
import type { TransactorOf } from '../../../services/unit-of-work.ts';
import type { Caller } from '../../../lib/caller.ts';
import type { Clock } from '../../../lib/clock.ts';
import {
  judgedPhotoFields,
  photoRefusal,
  refuseUndecodable,
  refuseUnreadableHeader,
} from './photo-judgement.ts';

/** The largest JPEG accepted (DESIGN.md §4); its base64 fits the 40 MB body limit. */
export const MAX_JPEG_BYTES = MAX_ORIGINAL_BYTES;

/**
 * The upload pipeline: judge the bytes, never the declared type; read the size from
 * the header before any decoding; decode once; keep the original untouched; store the photo, its
 * original and its working copy in one transaction, or nothing.
 */
export class PhotoService {
  static readonly uses = ['entities', 'derivatives'] as const;

  constructor(
    private readonly images: ImageRepository,
    private readonly catalogue: CatalogueRepository,
    private readonly transactor: TransactorOf<typeof PhotoService>,
    private readonly now: Clock,
  ) {}

  /** Stores an upload and returns the new photo's id. */
  async upload(caller: Caller, { image, title }: PhotoUploadRequest): Promise<number> {
    if ((image.length / 4) * 3 > MAX_JPEG_BYTES + 2) {
      throw photoRefusal.tooLarge();
    }
    const original = Buffer.from(image, 'base64');

    refuseUnreadableHeader(original);

    const processed = await this.images.processUpload(original).catch(refuseUndecodable);

    const judged = await judgedPhotoFields(this.catalogue, processed);
    const owner = caller.user ? { usrid: caller.user.id } : { sid: caller.sid };
    const now = this.now().toISOString();
    const sourceHash = createHash('sha256').update(original).digest('hex');

    const id = await this.transactor.run(async ({ entities, derivatives }) => {
      const fullPhotoId = await entities.insert(fullPhotoEntity, {
        image: original,
        imageContentType: 'image/jpeg',
        createdDate: now,
        ...owner,
      });
      const photoId = await entities.insert(photoEntity, {
        uploaded: now,
        ...owner,
        thumb: processed.thumb.data,
        thumbContentType: 'image/jpeg',
        thumbWidth: processed.thumb.width,
        thumbHeight: processed.thumb.height,
        fileSize: original.length,
        title,
        fullfotoid: fullPhotoId,
        ...judged,
      });
      await entities.update(fullPhotoEntity, fullPhotoId, { fotoid: photoId });
      await derivatives.save('photo', photoId, 'working', sourceHash, processed.working);
      return photoId;
    });
    metrics.photosProcessed.inc();
    return id;
  }
}
