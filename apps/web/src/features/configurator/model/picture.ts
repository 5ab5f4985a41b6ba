import { PRINTABLE_STATUS } from '@fotoobraz/domain';
import { editionThumbnailUrl } from '../api/get-editions';
import {
  imageDataUrl,
  type Edition,
  type Photo,
  type PhotoAnalysis,
  type PrintableStatus,
} from '../api/types';
import type { SourceRef } from './wizard-state';

/** Long side of an edition's thumbnail (GET /api/internal-images/{id}/thumbnail). */
const EDITION_THUMB_LONG_SIDE = 600;

/** Customer spec §9: the crop's aspect when nothing better is known. */
export const DEFAULT_CROP_ASPECT = '16:9';

/** The picture the customer configures, whichever its source, as the steps need it. */
export interface Picture {
  ref: SourceRef;
  title: string;
  /** Pixels of the original. */
  width: number;
  height: number;
  /** Pixels of the thumbnail the crop is measured in. */
  thumbWidth: number;
  thumbHeight: number;
  thumbUrl: string | undefined;
  /** An edition has none: it is the shop's own high-resolution image. */
  status: PrintableStatus | null;
  megapixels: number;
  minMegapixels: number;
  /** The ratio of the product sizes that fit, as the configs store it ('3:2'). */
  configRatio: string;
  /** The same in the picture's orientation ('2:3' for a portrait): the crop's aspect. */
  cropAspect: string;
  /** The server's one-line description of the photo ('11,76 MP (4200 × 2800 px), …'). */
  description: string | null;
  /** A photo sent as its working copy first: where its original stood when it was read (U, V, R). */
  originalStatus?: string | null;
}

const analysisOf = (photo: Photo): PhotoAnalysis => {
  try {
    return photo.analysis ? (JSON.parse(photo.analysis) as PhotoAnalysis) : {};
  } catch {
    return {};
  }
};

export const pictureOfPhoto = (photo: Photo): Picture => {
  const analysis = analysisOf(photo);
  return {
    ref: { kind: 'photo', id: photo.id },
    title: photo.title ?? '',
    width: photo.width,
    height: photo.height,
    thumbWidth: photo.thumbWidth,
    thumbHeight: photo.thumbHeight,
    thumbUrl: imageDataUrl(photo.thumb, photo.thumbContentType),
    status: PRINTABLE_STATUS.find((status) => status === photo.printableStatus) ?? null,
    megapixels: analysis.megapixels ?? (photo.width * photo.height) / 1_000_000,
    minMegapixels: analysis.minMegapixels ?? 8,
    configRatio: analysis.cutSizeRatio ?? photo.ratio ?? DEFAULT_CROP_ASPECT,
    cropAspect: analysis.cutSizeRatioDisp ?? analysis.cutSizeRatio ?? DEFAULT_CROP_ASPECT,
    description: photo.analysisDisp,
    originalStatus: photo.originalStatus,
  };
};

export const pictureOfEdition = (edition: Edition): Picture => {
  // An edition without its sizes counts as 0 × 0 px: every size shows as insufficient.
  const width = edition.width ?? 0;
  const height = edition.height ?? 0;
  const scale = EDITION_THUMB_LONG_SIDE / Math.max(width, height, 1);
  return {
    ref: { kind: 'edition', id: edition.id },
    title: edition.desc ?? '',
    width,
    height,
    thumbWidth: Math.round(width * scale),
    thumbHeight: Math.round(height * scale),
    thumbUrl: editionThumbnailUrl(edition.id),
    status: null,
    megapixels: (width * height) / 1_000_000,
    minMegapixels: 8,
    configRatio: edition.ratio ?? DEFAULT_CROP_ASPECT,
    cropAspect: edition.ratio ?? DEFAULT_CROP_ASPECT,
    description: edition.edition,
  };
};

/** '3:2' as a number (1.5); the default 16/9 for anything unreadable. */
export const aspectOf = (ratio: string): number => {
  const match = /^(\d+(?:\.\d+)?):(\d+(?:\.\d+)?)$/.exec(ratio.trim());
  const value = match ? Number(match[1]) / Number(match[2]) : NaN;
  return Number.isFinite(value) && value > 0 ? value : 16 / 9;
};
