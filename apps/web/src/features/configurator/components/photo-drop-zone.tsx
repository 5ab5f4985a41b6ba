import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LIVE_ATTRIBUTE, PHOTO_ZONE_ATTRIBUTE } from '../../../prerendered-zone';

/**
 * A device that is touched rather than pointed at: the hint then says 'tap to choose'. Decided by
 * CSS, not script, so the home page prerendered at build is right on a phone from its first paint.
 */
const TOUCH_DEVICE = '@media (pointer: coarse)';

export interface UploadProgressState {
  /** 0–100 while the bytes travel; null once they are there and the server works on them. */
  percent: number | null;
}

/**
 * The upload's target: drop a photo on it or click it to choose one (customer spec §2). The file
 * input itself is hidden; keyboards and screen readers reach the visible button inside the zone,
 * named by its own text (WCAG 2.5.3), and its click opens the chooser as the zone's does.
 */
export const PhotoDropZone = ({
  onFile,
  progress,
  compact = false,
}: {
  onFile(file: File): void;
  /** Set while an upload runs: the zone shows its progress instead of the hint. */
  progress: UploadProgressState | null;
  /** After an upload: a smaller zone for choosing another photo. */
  compact?: boolean;
}) => {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const zone = useRef<HTMLDivElement>(null);
  const [over, setOver] = useState(false);
  const hintId = useId();
  const busy = progress !== null;

  // A photo chosen on the prerendered home page before the app took it over is still in the
  // input (hydration keeps the element): take it up rather than lose the customer's choice. From
  // now on the zone's own click opens the chooser, not index.html's script.
  useEffect(() => {
    zone.current?.setAttribute(LIVE_ATTRIBUTE, '');
    const file = input.current?.files?.[0];
    if (!file) return;
    input.current!.value = '';
    onFile(file);
    // Once, when the app takes the page over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const open = () => {
    if (!busy) input.current?.click();
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file && !busy) onFile(file);
  };

  // A click on it bubbles to the zone, which opens the chooser.
  const chooseButton = (
    <Button
      variant={compact ? 'outlined' : 'contained'}
      size={compact ? 'small' : 'medium'}
      aria-describedby={hintId}
      sx={compact ? { mb: 0.5 } : { mt: 2 }}
    >
      {t(compact ? 'configurator.upload.another' : 'configurator.upload.choose')}
    </Button>
  );

  return (
    <Box
      ref={zone}
      {...{ [PHOTO_ZONE_ATTRIBUTE]: '' }}
      onClick={open}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      sx={{
        display: 'flex',
        flexDirection: compact ? 'row' : 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: compact ? 1.5 : 1,
        textAlign: compact ? 'left' : 'center',
        minHeight: compact ? 72 : { xs: 220, md: 300 },
        px: { xs: 2, sm: 3 },
        py: compact ? 1.5 : 3,
        border: 2,
        borderStyle: 'dashed',
        borderColor: over ? 'secondary.main' : 'divider',
        borderRadius: 2,
        bgcolor: over ? 'action.hover' : 'background.paper',
        cursor: busy ? 'progress' : 'pointer',
        transition: 'border-color 150ms, background-color 150ms',
        '&:hover, &:focus-within': { borderColor: 'primary.main' },
      }}
    >
      <input
        ref={input}
        type="file"
        accept="image/jpeg,.jpg,.jpeg"
        hidden
        tabIndex={-1}
        aria-label={t('configurator.upload.choose')}
        data-testid="photo-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
      <CloudUploadOutlinedIcon
        aria-hidden
        color="primary"
        sx={{ fontSize: compact ? 32 : { xs: 48, md: 64 } }}
      />
      <Box sx={{ width: busy ? '100%' : 'auto', maxWidth: 420 }}>
        {busy ? (
          <>
            <Typography sx={{ mb: 1 }} aria-live="polite">
              {progress.percent === null
                ? t('configurator.upload.processing')
                : t('configurator.upload.uploading', { percent: progress.percent })}
            </Typography>
            <LinearProgress
              aria-label={t('configurator.upload.progress')}
              variant={progress.percent === null ? 'indeterminate' : 'determinate'}
              value={progress.percent ?? undefined}
              sx={{ height: 8, borderRadius: 4 }}
            />
          </>
        ) : (
          <>
            {/* After an upload the button says it all; before, the zone explains the drop. */}
            {!compact && (
              <Typography variant="h6" component="p" fontWeight={600}>
                <Box component="span" sx={{ [TOUCH_DEVICE]: { display: 'none' } }}>
                  {t('configurator.upload.dropOrClick')}
                </Box>
                <Box
                  component="span"
                  sx={{ display: 'none', [TOUCH_DEVICE]: { display: 'inline' } }}
                >
                  {t('configurator.upload.tapToChoose')}
                </Box>
              </Typography>
            )}
            {compact && chooseButton}
            <Typography id={hintId} variant="body2" color="text.secondary">
              {t('configurator.upload.hint')}
            </Typography>
            {!compact && chooseButton}
          </>
        )}
      </Box>
    </Box>
  );
};
