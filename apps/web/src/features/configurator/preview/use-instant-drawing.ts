import {
  finalSizeCm,
  pieceSizeOf,
  previewDrawing,
  previewSpecOf,
  sizeText,
  type PreviewDrawing,
} from '@fotoobraz/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { frameQuery, listedFrame } from '../api/get-frames';
import type { ConfigurationView } from '../hooks/use-configuration';
import type { Picture } from '../model/picture';
import type { CropRegion } from '../model/wizard-state';
import { workingCopyUrl } from './preview-images';

/** What the browser paints the instant an option changes, and how a screen reader names it. */
export interface InstantPreview {
  readonly drawing: PreviewDrawing;
  /** The photo's copy the page holds: the working copy it made, else the thumbnail. */
  readonly photoUrl: string;
  /** The configuration in words: product, size, frame, mat. */
  readonly description: string;
}

/**
 * The drawing of the configuration the page holds now, as the server will draw it when it saves
 * the piece (previewSpecOf, previewDrawing): from the chosen rows and the thumbnail's crop, with
 * no request. Null while a choice or its row is not known yet: the server's preview shows then.
 */
export const useInstantDrawing = (
  view: ConfigurationView,
  picture: Picture | null | undefined,
  crop: CropRegion | null,
): InstantPreview | null => {
  const queryClient = useQueryClient();
  const frameId = view.resolved?.ids.frame ?? null;
  const frame = useQuery({ ...frameQuery(frameId ?? 0), enabled: frameId !== null });
  const { product, resolved, options } = view;
  const instant = useMemo(() => {
    if (!product || !resolved || resolved.missing.length || !picture?.thumbUrl) return null;
    const frameRow =
      frameId === null ? null : (frame.data ?? listedFrame(queryClient, frameId) ?? null);
    if (frameId !== null && !frameRow) return null;
    const { ids } = resolved;
    const config = options.productConfig.find((row) => row.id === ids.productConfig) ?? null;
    if (ids.productConfig !== null && !config) return null;
    const mat = options.pasparta.find((row) => row.id === ids.pasparta) ?? null;
    const cropSpace = { width: picture.thumbWidth, height: picture.thumbHeight };
    const sized = pieceSizeOf(
      config,
      {
        width: resolved.photoOnlySize?.widthCm ?? null,
        height: resolved.photoOnlySize?.heightCm ?? null,
      },
      { cropSpace, original: { width: picture.width, height: picture.height } },
      picture.ref.kind === 'photo' ? crop : null,
    );
    if (!sized) return null;
    try {
      const final = finalSizeCm(sized.size, sized.orientation);
      const spec = previewSpecOf(
        product.productEnum,
        { width: final.widthCm, height: final.heightCm },
        config,
        frameRow,
        Number(frameRow?.frameProfile?.thickness ?? 0),
        mat,
      );
      const drawing = previewDrawing({
        spec,
        frameTextureId: frameRow?.textureContentType ? frameRow.id : null,
        crop: sized.region,
        image: cropSpace,
      });
      const description = [
        `${product.name} ${sizeText(final)}`,
        drawing.moulding ? frameRow?.name : null,
        drawing.mat ? mat?.name : null,
      ]
        .filter(Boolean)
        .join(', ');
      const photoUrl =
        (picture.ref.kind === 'photo' && workingCopyUrl(picture.ref.id)) || picture.thumbUrl;
      return { drawing, photoUrl, description };
    } catch {
      // A size the domain refuses is the server's to report: its preview shows.
      return null;
    }
  }, [product, resolved, options, picture, crop, frameId, frame.data, queryClient]);
  // The same picture keeps its object, so it is painted once: a frame picked from the list is
  // drawn at once, and again only if its own answer draws differently.
  const key = instant && JSON.stringify(instant);
  return useMemo(() => (key ? (JSON.parse(key) as InstantPreview) : null), [key]);
};
