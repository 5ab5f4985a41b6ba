import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { originalUploads, percentSent, useOriginalUpload } from '../hooks/use-original-upload';
import { PhotoRefusedAlert } from './photo-refused-alert';

/** The refusals the wizard explains; any other is the general one. */
const REASONS = ['originalmismatch', 'notjpeg', 'corrupt', 'toomanypixels', 'abandoned', 'gone'];

const reasonKey = (reason: string | undefined): string => {
  const key = reason?.replace(/^error\.photo\./, '');
  return `configurator.original.rejected.${key && REASONS.includes(key) ? key : 'other'}`;
};

/** Step 4's bar stands alone under its spinner: at most 420 px wide, its label centred above. */
const STANDALONE = { width: 'min(420px, 100%)', textAlign: 'center' } as const;

/**
 * The original's progress bar as the wizard, the summary and the order's placement show it. Its
 * container is the one live region (`role="status"`): a bar of its own inside it would have each
 * new percentage read out twice. The bar keeps one name; its value is the percentage.
 */
export const OriginalProgressBar = ({
  percent,
  label,
  standalone = false,
}: {
  percent: number;
  label: string;
  /** Alone on the page (step 4) rather than inside a step or a notice. */
  standalone?: boolean;
}) => {
  const { t } = useTranslation();
  return (
    <Box sx={standalone ? STANDALONE : undefined}>
      <Typography variant={standalone ? 'body1' : 'body2'} sx={{ mb: standalone ? 2 : 0.5 }}>
        {label}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label={t('configurator.original.progress')}
        sx={{ height: 6, borderRadius: 3 }}
      />
    </Box>
  );
};

/**
 * The photo's original following its working copy, on every step: its progress while
 * it goes up; why the photo cannot be ordered when the server refused it; and, when a reload found
 * the file no more, a way to choose it again.
 */
export const OriginalUploadStatus = ({
  photoId,
  showProgress = true,
}: {
  photoId: number;
  /** Off where the page shows the progress itself. */
  showProgress?: boolean;
}) => {
  const { t } = useTranslation();
  const upload = useOriginalUpload(photoId);
  const input = useRef<HTMLInputElement>(null);
  if (!upload || upload.state === 'verified') return null;
  if (upload.state === 'uploading') {
    if (!showProgress) return null;
    return (
      <Box sx={{ mb: 2 }} role="status" data-testid="original-progress">
        <OriginalProgressBar
          percent={percentSent(upload)}
          label={t('configurator.original.uploading', { percent: percentSent(upload) })}
        />
      </Box>
    );
  }
  if (upload.state === 'lost') {
    return (
      <Alert
        severity="warning"
        sx={{ mb: 2 }}
        action={
          <Button color="inherit" size="small" onClick={() => input.current?.click()}>
            {t('configurator.original.chooseAgain')}
          </Button>
        }
      >
        {t('configurator.original.lost')}
        <input
          ref={input}
          type="file"
          accept="image/jpeg,.jpg,.jpeg"
          hidden
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void originalUploads.start(photoId, file);
          }}
        />
      </Alert>
    );
  }
  return (
    <PhotoRefusedAlert action={t('configurator.upload.another')}>
      {t(reasonKey(upload.reason))}
    </PhotoRefusedAlert>
  );
};
