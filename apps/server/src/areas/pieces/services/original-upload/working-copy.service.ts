import {
  isWorkingCopyOf,
  MAX_ORIGINAL_BYTES,
  MAX_ORIGINAL_PIXELS,
  MAX_WORKING_COPY_BYTES,
  ORIGINAL_STATUS,
  photo as photoEntity,
  WORKING_COPY_LONG_SIDE,
  type WorkingCopyFacts,
} from '@fotoobraz/domain';
import type { Caller } from '../../../../lib/caller.ts';
import type { Clock } from '../../../../lib/clock.ts';
import { readJpegHeader } from '../../../../lib/jpeg-header.ts';
import type { CatalogueRepository } from '../../../../repositories/catalogue.repository.ts';
import {
  THUMB_LONG_SIDE,
  type ImageRepository,
} from '../../../../repositories/image.repository.ts';
import { metrics } from '../../../../repositories/metrics.repository.ts';
import type { TransactorOf } from '../../../../services/unit-of-work.ts';
import {
  judgedPhotoFields,
  photoProblem,
  photoRefusal,
  refuseUndecodable,
} from '../photo-judgement.ts';

/** The same limits as the JSON upload's, told about the original the browser declared. */
const checkDeclaredOriginal = (facts: WorkingCopyFacts): void => {
  if (facts.fileSize > MAX_ORIGINAL_BYTES) throw photoRefusal.tooLarge();
  if (facts.width * facts.height > MAX_ORIGINAL_PIXELS) throw photoRefusal.tooManyPixels();
};

const notWorkingCopy = () =>
  photoProblem(
    400,
    'workingcopy',
    'Not a working copy of the photo',
    `Pracovná kópia musí byť JPG s dlhšou stranou najviac ${WORKING_COPY_LONG_SIDE} px a s tvarom originálu.`,
  );

/**
 * A photo started from its working copy: the browser sends a downscaled JPEG with the
 * original's true size, byte count and hash; the photo is judged and stored at once from those,
 * previews and prices draw on the working copy, and the original follows (OriginalUploadService).
 */
export class WorkingCopyService {
  static readonly uses = ['entities', 'derivatives', 'originalUploads'] as const;

  constructor(
    private readonly images: ImageRepository,
    private readonly catalogue: CatalogueRepository,
    private readonly transactor: TransactorOf<typeof WorkingCopyService>,
    private readonly now: Clock,
  ) {}

  /** Stores the photo with its working copy and returns its id; its original is awaited. */
  async create(caller: Caller, facts: WorkingCopyFacts, workingCopy: Buffer): Promise<number> {
    checkDeclaredOriginal(facts);
    if (workingCopy.length > MAX_WORKING_COPY_BYTES) throw notWorkingCopy();
    const header = readJpegHeader(workingCopy);
    if (!header.ok) throw photoRefusal.notJpeg();
    const declared = { width: facts.width, height: facts.height };
    if (
      Math.max(header.width, header.height) > WORKING_COPY_LONG_SIDE ||
      !isWorkingCopyOf(header, declared)
    ) {
      throw notWorkingCopy();
    }
    // The thumbnail is decoded from the working copy, which proves it decodes whole; the copy
    // itself is kept as sent (the browser made it from the upright original).
    const [thumb, judged] = await Promise.all([
      this.images.downsized(workingCopy, THUMB_LONG_SIDE, 82).catch(refuseUndecodable),
      judgedPhotoFields(this.catalogue, declared),
    ]);
    if (!isWorkingCopyOf(thumb, declared)) throw notWorkingCopy();

    const owner = caller.user ? { usrid: caller.user.id } : { sid: caller.sid };
    const now = this.now();
    const id = await this.transactor.run(async (repositories) => {
      const photoId = await repositories.entities.insert(photoEntity, {
        uploaded: now.toISOString(),
        ...owner,
        thumb: thumb.data,
        thumbContentType: 'image/jpeg',
        thumbWidth: thumb.width,
        thumbHeight: thumb.height,
        fileSize: facts.fileSize,
        title: facts.title,
        originalStatus: ORIGINAL_STATUS.uploading,
        ...judged,
      });
      await repositories.derivatives.save('photo', photoId, 'working', facts.sha256, {
        data: workingCopy,
        width: header.width,
        height: header.height,
      });
      await repositories.originalUploads.start(
        photoId,
        { sha256: facts.sha256, length: facts.fileSize },
        now,
      );
      return photoId;
    });
    metrics.photosProcessed.inc();
    return id;
  }
}
