import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { awaitingOriginal, percentSent, useOriginalUpload } from '../hooks/use-original-upload';
import { OriginalProgressBar } from './original-upload-status';

/**
 * The summary's word that the original is still on its way: the order can be sent all the same,
 * it goes out the moment the original is there.
 */
export const OriginalWaitNotice = ({
  photoId,
  originalStatus,
}: {
  photoId: number;
  originalStatus: string | null | undefined;
}) => {
  const { t } = useTranslation();
  const upload = useOriginalUpload(photoId);
  if (!awaitingOriginal(upload, originalStatus)) return null;
  const percent = upload ? percentSent(upload) : 0;
  return (
    // A status, not an alert: an alert's every new percentage would interrupt the reader.
    <Alert severity="info" role="status" sx={{ mb: 2, '& .MuiAlert-message': { flex: 1 } }}>
      {t('configurator.original.summaryWait')}
      <Box sx={{ mt: 1 }}>
        <OriginalProgressBar
          percent={percent}
          label={t('configurator.original.uploading', { percent })}
        />
      </Box>
    </Alert>
  );
};
