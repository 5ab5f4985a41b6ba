import { createHash } from 'node:crypto';
import { internalImage } from '@fotoobraz/domain';
import { notFound } from '../../../lib/problem.ts';
import type {
  DerivativeKind,
  DerivativeRepository,
  StoredRendition,
} from '../../../repositories/derivative.repository.ts';
import type { EntityRepository } from '../../../repositories/entity.repository.ts';
import { WORKING_LONG_SIDE, type ImageRepository } from '../../../repositories/image.repository.ts';
import { readScope } from '../../../services/access-policy.ts';
import type { Caller } from '../../../lib/caller.ts';

/** Long side of an edition's picture in the limited-editions panel. */
export const EDITION_THUMB_LONG_SIDE = 600;

const LONG_SIDE: Record<DerivativeKind, number> = {
  thumb: EDITION_THUMB_LONG_SIDE,
  working: WORKING_LONG_SIDE,
};

/**
 * Limited editions are the shop's own images, used like an uploaded photo. Their renditions are
 * made on first use and kept until the image changes (EntityService's change listener drops them).
 */
export class EditionService {
  constructor(
    private readonly entities: EntityRepository,
    private readonly derivatives: DerivativeRepository,
    private readonly images: ImageRepository,
  ) {}

  async rendition(caller: Caller, id: number, kind: DerivativeKind): Promise<StoredRendition> {
    const stored = await this.derivatives.find('internal_image', id, kind);
    await this.checkVisible(caller, id);
    if (stored) return stored;
    const original = await this.entities.findBlob(internalImage, id, 'image', { kind: 'all' });
    if (!original) throw notFound();
    const rendition = await this.images.downsized(original.data, LONG_SIDE[kind]);
    const sourceHash = createHash('sha256').update(original.data).digest('hex');
    await this.derivatives.save('internal_image', id, kind, sourceHash, rendition);
    return { ...rendition, sourceHash, contentType: 'image/jpeg' };
  }

  /**
   * The pixel size of a rendition, for pricing: the stored one's without reading its image. A
   * rendition not made yet is made, as `rendition` does.
   */
  async renditionSize(
    caller: Caller,
    id: number,
    kind: DerivativeKind,
  ): Promise<{ width: number; height: number }> {
    const stored = await this.derivatives.findSize('internal_image', id, kind);
    if (!stored) {
      const { width, height } = await this.rendition(caller, id, kind);
      return { width, height };
    }
    await this.checkVisible(caller, id);
    return stored;
  }

  /** The read rule still applies to a stored rendition: a disabled edition is not public. */
  private async checkVisible(caller: Caller, id: number): Promise<void> {
    const visible = await this.entities.findById(
      internalImage,
      id,
      readScope(internalImage, caller),
      {
        large: false,
        small: false,
      },
    );
    if (!visible) throw notFound();
  }
}
