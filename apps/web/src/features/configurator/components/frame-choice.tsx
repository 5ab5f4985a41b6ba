import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { lazy, memo, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CraftedProductRequest } from '../api/crafted-products';
import { frameQuery } from '../api/get-frames';
import { imageDataUrl, type Frame } from '../api/types';
import { framePriceText } from '../model/configuration';

/** The frame's profile name, when the frame comes with its profile. */
const profileNameOf = ({ frameProfile }: Frame): string | null => frameProfile?.name ?? null;

/** The picker with its filters and infinite list loads only when it is opened. */
const FramePickerDialog = lazy(() => import('./frame-picker-dialog'));

/** The chosen frame, and the way to the frame picker. */
export const FrameChoice = memo(
  ({
    frameId,
    canvasOnly,
    request,
    onChoose,
  }: {
    frameId: number | null;
    canvasOnly: boolean;
    request: CraftedProductRequest | null;
    onChoose(frame: Frame): void;
  }) => {
    const { t } = useTranslation();
    const [open, setOpen] = useState(false);
    const frame = useQuery({ ...frameQuery(frameId ?? 0), enabled: frameId !== null });
    // One function while the picker is open: its tiles then render again only for what they show.
    const choose = useCallback(
      (chosen: Frame) => {
        setOpen(false);
        onChoose(chosen);
      },
      [onChoose],
    );

    return (
      <Box component="section" aria-labelledby="frame-title">
        <Typography
          id="frame-title"
          variant="subtitle1"
          component="h2"
          sx={{ fontWeight: 700, mb: 1 }}
        >
          {t('configurator.frames.legend')}
        </Typography>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1.5,
            p: 1.5,
            border: 2,
            borderColor: 'primary.main',
            borderRadius: 2,
            bgcolor: 'rgba(91, 58, 36, 0.06)',
            flexWrap: 'wrap',
          }}
        >
          {frame.data ? (
            <Box
              component="img"
              src={imageDataUrl(frame.data.thumb, frame.data.thumbContentType)}
              alt=""
              width={64}
              height={64}
              sx={{ borderRadius: 1, flex: 'none', bgcolor: 'grey.100' }}
            />
          ) : (
            <Skeleton variant="rounded" width={64} height={64} />
          )}
          <Box sx={{ flex: 1, minWidth: 140 }}>
            <Typography fontWeight={600} data-testid="chosen-frame">
              {frame.data?.name ?? <Skeleton width={160} />}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {frame.data ? (
                [profileNameOf(frame.data), framePriceText(frame.data)].filter(Boolean).join(' · ')
              ) : (
                <Skeleton width={120} />
              )}
            </Typography>
          </Box>
          <Button variant="outlined" onClick={() => setOpen(true)}>
            {t('configurator.frames.open')}
          </Button>
        </Box>
        {open && (
          <Suspense fallback={null}>
            <FramePickerDialog
              open={open}
              onClose={() => setOpen(false)}
              onChoose={choose}
              selectedId={frameId}
              canvasOnly={canvasOnly}
              request={request}
            />
          </Suspense>
        )}
      </Box>
    );
  },
);
