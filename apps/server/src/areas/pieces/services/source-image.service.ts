import { fullPhoto } from '@fotoobraz/domain';
import { createHash } from 'node:crypto';
import type { DerivativeRepository } from '../../../repositories/derivative.repository.ts';
import type { EntityRepository } from '../../../repositories/entity.repository.ts';
import type { ImageRepository, Rendition } from '../../../repositories/image.repository.ts';
import { WORKING_LONG_SIDE } from '../../../repositories/image.repository.ts';
import type { Caller } from '../../../lib/caller.ts';
import type { EditionService } from '../../catalogue/index.ts';

type Extent = { width: number; height: number };

/** The pixel sizes of a source: all that pricing and the crop need. */
export interface SourceExtents {
  /** The original's pixel size (upright): production and DPI use it. */
  original: Extent;
  /** The space the customer's crop is given in (the photo's thumbnail). */
  cropSpace: Extent;
  /** The working copy's size. */
  working: Extent;
}

/** What a crafted product is made from: an uploaded photo or an edition, in its three sizes. */
export interface SourceImage extends SourceExtents {
  /** The working copy previews are rendered from. */
  working: Rendition;
}

/**
 * Finds the working copy of a photo or an edition, making it from the original when it is
 * missing (a photo entered through the back-office rather than uploaded).
 */
export class SourceImageService {
  constructor(
    private readonly entities: EntityRepository,
    private readonly derivatives: DerivativeRepository,
    private readonly images: ImageRepository,
    private readonly editions: EditionService,
  ) {}

  async ofPhoto(row: Record<string, unknown>): Promise<SourceImage | undefined> {
    const id = Number(row.id);
    let working: Rendition | undefined = await this.derivatives.find('photo', id, 'working');
    if (!working) {
      const original =
        row.fullfotoid != null
          ? await this.entities.findBlob(fullPhoto, Number(row.fullfotoid), 'image', {
              kind: 'all',
            })
          : undefined;
      if (!original) return undefined;
      working = await this.images.downsized(original.data, WORKING_LONG_SIDE, 88);
      const hash = createHash('sha256').update(original.data).digest('hex');
      await this.derivatives.save('photo', id, 'working', hash, working);
    }
    return photoExtents(row, working);
  }

  /** A photo's sizes without reading its image (pricing needs no pixels). */
  async extentsOfPhoto(row: Record<string, unknown>): Promise<SourceExtents | undefined> {
    // A photo without a working copy yet gets one, as in `ofPhoto`, so that both answer alike.
    const working =
      (await this.derivatives.findSize('photo', Number(row.id), 'working')) ??
      (await this.ofPhoto(row))?.working;
    return working && photoExtents(row, { width: working.width, height: working.height });
  }

  async ofEdition(caller: Caller, row: Record<string, unknown>): Promise<SourceImage> {
    return editionExtents(row, await this.editions.rendition(caller, Number(row.id), 'working'));
  }

  /** An edition's sizes without reading its image (pricing needs no pixels). */
  async extentsOfEdition(caller: Caller, row: Record<string, unknown>): Promise<SourceExtents> {
    return editionExtents(
      row,
      await this.editions.renditionSize(caller, Number(row.id), 'working'),
    );
  }
}

const extentOf = (width: unknown, height: unknown): Extent | undefined =>
  typeof width === 'number' && typeof height === 'number' && width > 0 && height > 0
    ? { width, height }
    : undefined;

/** A photo's sizes as its row records them, else its working copy's. */
const photoExtents = <W extends Extent>(row: Record<string, unknown>, working: W) => ({
  original: extentOf(row.width, row.height) ?? working,
  cropSpace: extentOf(row.thumbWidth, row.thumbHeight) ?? working,
  working,
});

/** An edition's sizes: its row's original size, and its working copy's. */
const editionExtents = <W extends Extent>(row: Record<string, unknown>, working: W) => ({
  original: extentOf(row.width, row.height) ?? working,
  // Editions are not cropped by customers; their crop space is the working copy.
  cropSpace: { width: working.width, height: working.height },
  working,
});
