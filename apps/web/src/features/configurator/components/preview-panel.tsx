import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { memo, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { frameQuery } from '../api/get-frames';
import { imageDataUrl, type CraftedProduct } from '../api/types';
import { PREVIEW_SIZES, previewSource, previewSrcSet } from '../model/preview-source';
import { canPaintInBrowser, InstantCanvas, PREVIEW_LAYER } from '../preview/instant-canvas';
import type { InstantPreview } from '../preview/use-instant-drawing';

/** The preview's box keeps this shape whatever arrives, so nothing below it moves. */
const PREVIEW_ASPECT = '4 / 3';

/** Only a mouse can hover: phones and tablets never see the surface view (customer spec §1). */
const HOVER_DEVICE = '@media (hover: hover) and (pointer: fine)';

const noRetry = () => undefined;

/**
 * The preview's props that follow the piece as saved: its URL, and how the saving goes (to be
 * spread, so the panel still compares each one).
 */
export const savedPieceProps = (
  state: { craftedId: number | null; savedKey: string | null },
  store: { saving: boolean; failed: boolean; retry(): void },
) => ({
  craftedId: state.craftedId,
  savedKey: state.savedKey,
  saving: store.saving,
  failed: store.failed,
  onRetry: store.retry,
});

/**
 * The piece at true scale (DESIGN.md §6), in a box reserved before it arrives: painted in the
 * browser from the configuration the page holds (`instant`) the moment an option changes, and
 * as the server drew it where the browser cannot paint (no canvas, an image it cannot read) or
 * before its first painting. While the mouse is over it, a framed piece shows its frame's surface
 * up close.
 */
export const PreviewPanel = memo(
  ({
    crafted,
    craftedId,
    savedKey,
    saving = false,
    failed = false,
    onRetry = noRetry,
    frameId,
    instant = null,
  }: {
    crafted: CraftedProduct | null;
    /** The saved piece and the configuration it was saved with: the preview's URL. */
    craftedId: number | null;
    savedKey: string | null;
    saving?: boolean;
    failed?: boolean;
    onRetry?(): void;
    /** The chosen frame, whose texture shows on hover; null for a piece without one. */
    frameId: number | null;
    /** The configuration as the page holds it, to paint at once; null: not known yet. */
    instant?: InstantPreview | null;
  }) => {
    const { t } = useTranslation();
    const [hovered, setHovered] = useState(false);
    const frame = useQuery({ ...frameQuery(frameId ?? 0), enabled: frameId !== null && hovered });
    const source = previewSource(crafted, craftedId, savedKey);
    // An image that did not load (a piece drawn without a preview) shows the 'preparing' box.
    const [failedSource, setFailedSource] = useState<string | null>(null);
    const preview = source === failedSource ? undefined : source;
    const texture = imageDataUrl(frame.data?.texture, frame.data?.textureContentType);
    // The last configuration known keeps its picture while the next one's rows load.
    const lastInstant = useRef<InstantPreview | null>(null);
    if (instant) lastInstant.current = instant;
    const painting = canPaintInBrowser() ? lastInstant.current : null;
    const [painted, setPainted] = useState(false);
    const [unreadable, setUnreadable] = useState<InstantPreview | null>(null);
    const onPainted = useCallback(() => setPainted(true), []);
    const onUnavailable = useCallback(() => setUnreadable(lastInstant.current), []);
    const canvasShown = painting !== null && painted && unreadable !== painting;
    const shown = canvasShown || preview !== undefined;

    return (
      <Box
        data-testid="preview-box"
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        sx={{
          position: 'relative',
          aspectRatio: PREVIEW_ASPECT,
          width: '100%',
          borderRadius: 2,
          overflow: 'hidden',
          bgcolor: '#efebe4',
          backgroundImage: 'radial-gradient(circle at 50% 40%, #fbf9f5 0%, #e9e3d9 100%)',
        }}
      >
        {painting && (
          <InstantCanvas
            instant={painting}
            label={t('configurator.preview.alt', { product: painting.description })}
            visible={canvasShown}
            onPainted={onPainted}
            onUnavailable={onUnavailable}
          />
        )}
        {canvasShown ? null : preview ? (
          <Box
            component="img"
            src={preview}
            srcSet={previewSrcSet(preview)}
            sizes={preview.startsWith('/') ? PREVIEW_SIZES : undefined}
            width={crafted?.previewWidth ?? undefined}
            height={crafted?.previewHeight ?? undefined}
            fetchPriority="high"
            onError={() => setFailedSource(preview ?? null)}
            alt={t('configurator.preview.alt', { product: crafted?.text3 ?? '' })}
            sx={{
              ...PREVIEW_LAYER,
              transition: 'opacity 200ms',
              opacity: saving ? 0.75 : 1,
            }}
          />
        ) : (
          <Box
            sx={{
              position: 'absolute',
              inset: 0,
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              justifyContent: 'center',
              gap: 1.5,
              p: 2,
              textAlign: 'center',
            }}
          >
            {failed ? (
              <>
                <Typography color="error">{t('configurator.preview.failed')}</Typography>
                <Button variant="outlined" onClick={onRetry}>
                  {t('configurator.preview.retry')}
                </Button>
              </>
            ) : (
              <>
                <CircularProgress aria-hidden />
                <Typography color="text.secondary">
                  {t('configurator.preview.preparing')}
                </Typography>
              </>
            )}
          </Box>
        )}
        {shown && saving && (
          <Box
            role="status"
            sx={{
              position: 'absolute',
              top: 8,
              right: 8,
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              px: 1.25,
              py: 0.5,
              borderRadius: 4,
              bgcolor: 'rgba(255,255,255,0.9)',
              boxShadow: 1,
              fontSize: '0.8125rem',
            }}
          >
            <CircularProgress size={14} aria-hidden />
            {t('configurator.preview.updating')}
          </Box>
        )}
        {shown && frameId !== null && (
          <Box
            aria-hidden
            data-testid="frame-surface"
            sx={{
              display: 'none',
              [HOVER_DEVICE]: { display: hovered && texture ? 'block' : 'none' },
              position: 'absolute',
              left: 12,
              bottom: 12,
              width: '42%',
              borderRadius: 1.5,
              overflow: 'hidden',
              boxShadow: 4,
              bgcolor: 'background.paper',
            }}
          >
            <Box
              sx={{
                height: 96,
                backgroundImage: texture ? `url(${texture})` : undefined,
                backgroundRepeat: 'repeat-x',
                backgroundSize: 'auto 100%',
              }}
            />
            <Typography variant="caption" sx={{ display: 'block', px: 1, py: 0.5 }}>
              {t('configurator.preview.surface', { frame: frame.data?.name ?? '' })}
            </Typography>
          </Box>
        )}
      </Box>
    );
  },
);
