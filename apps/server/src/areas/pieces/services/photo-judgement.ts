import {
  buildPhotoAnalysis,
  DEFAULT_MIN_MEGAPIXELS,
  describePhotoAnalysis,
  GLOBAL_PARAM,
  MAX_ORIGINAL_PIXELS,
  type PixelSize,
} from '@fotoobraz/domain';
import { Problem } from '../../../lib/problem.ts';
import type { CatalogueRepository } from '../../../repositories/catalogue.repository.ts';
import { readJpegHeader } from '../../../lib/jpeg-header.ts';
import { ImageDecodeError, MAX_PIXELS } from '../../../repositories/image.repository.ts';

/** A refused photo: the message key `error.photo.<key>` and the Slovak sentence its sender reads. */
export const photoProblem = (status: number, key: string, title: string, detail: string): Problem =>
  new Problem({ status, title, message: `error.photo.${key}`, body: { detail } });

/** The refusals both uploads (the whole photo, and a working copy first) give alike. */
export const photoRefusal = {
  tooLarge: () =>
    photoProblem(413, 'toolarge', 'Photo too large', 'Fotografia môže mať najviac 30 MB.'),
  notJpeg: () => photoProblem(400, 'notjpeg', 'Not a JPEG', 'Fotografia musí byť vo formáte JPG.'),
  tooManyPixels: () =>
    photoProblem(
      400,
      'toomanypixels',
      'Photo has too many pixels',
      `Fotografia môže mať najviac ${MAX_ORIGINAL_PIXELS / 1e6} megapixelov.`,
    ),
  undecodable: () =>
    photoProblem(400, 'corrupt', 'Damaged photo', 'Súbor fotografie je poškodený alebo neúplný.'),
};

/**
 * Refuses bytes that are not a JPEG, or whose header is damaged or claims more pixels than are
 * ever decoded: read from the markers, before any decoding, so a bomb never reaches the decoder.
 */
export const refuseUnreadableHeader = (bytes: Uint8Array): void => {
  const header = readJpegHeader(bytes);
  if (!header.ok) {
    throw header.reason === 'not-jpeg' ? photoRefusal.notJpeg() : photoRefusal.undecodable();
  }
  if (header.width * header.height > MAX_PIXELS) throw photoRefusal.tooManyPixels();
};

/** For a decode's `.catch`: what libvips could not decode is the customer's damaged photo. */
export const refuseUndecodable = (error: unknown): never => {
  if (error instanceof ImageDecodeError) throw photoRefusal.undecodable();
  throw error;
};

/**
 * What the shop makes of a photo of the original's upright pixel size: its printable status,
 * ratio, orientation and analysis, as the photo row stores them (DESIGN.md §4). Whichever way
 * the photo came, these are judged from the original's size, never from a working copy's.
 */
export const judgedPhotoFields = async (catalogue: CatalogueRepository, size: PixelSize) => {
  const [params, configs] = await Promise.all([
    catalogue.globalParams([GLOBAL_PARAM.minMegapixels]),
    catalogue.enabledConfigSizes(),
  ]);
  const minMegapixels = Number(params.get(GLOBAL_PARAM.minMegapixels) ?? DEFAULT_MIN_MEGAPIXELS);
  const analysis = buildPhotoAnalysis({
    widthPx: size.width,
    heightPx: size.height,
    supportedRatios: [...new Set(configs.map((c) => c.ratio))],
    minMegapixels: Number.isFinite(minMegapixels) ? minMegapixels : DEFAULT_MIN_MEGAPIXELS,
    configs,
  });
  return {
    width: size.width,
    height: size.height,
    printableStatus: analysis.printableStatus,
    ratio: analysis.ratio,
    orientation:
      analysis.orientation === 'portrait' ? 'P' : analysis.orientation === 'square' ? 'S' : 'L',
    analysis: JSON.stringify(analysis),
    analysisDisp: describePhotoAnalysis(analysis),
    quality: analysis.printableStatus === 'Y' || analysis.printableStatus === 'C' ? 'OK' : 'LOW',
  };
};
