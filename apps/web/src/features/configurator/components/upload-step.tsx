import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { photoQuery } from '../api/get-photo';
import type { Photo } from '../api/types';
import { MAX_PHOTO_BYTES, uploadPhoto, UploadError } from '../api/upload-photo';
import { uploadWorkingCopy } from '../api/upload-working-copy';
import { canMakeWorkingCopy, makeWorkingCopy, WORKING_COPY_FROM_BYTES } from '../api/working-copy';
import { originalUploads } from '../hooks/use-original-upload';
import { useNotices } from '../hooks/use-notices';
import { useWizard } from '../hooks/use-wizard';
import { keepWorkingCopy } from '../preview/preview-images';
import { EditionImageButton } from './edition-image-button';
import { EditionsPanel } from './editions-panel';
import { GiftVoucherTeaser } from './gift-voucher-teaser';
import { PhotoDropZone, type UploadProgressState } from './photo-drop-zone';
import { PhotoStatus } from './photo-status';
import { prefetchNextSteps } from './prefetch';
import { SideBySide } from '../../../components/side-by-side';

const isJpeg = (file: File): boolean =>
  file.type === 'image/jpeg' || (!file.type && /\.jpe?g$/i.test(file.name));

type Progress = (sent: number, total: number) => void;

/**
 * A large photo goes up as a working copy first (previews and prices start at once),
 * its original following in the background; a small one, or one this browser cannot decode,
 * goes up whole as before.
 */
const sendPhoto = async (
  file: File,
  preparing: () => void,
  onProgress: Progress,
  signal: AbortSignal,
): Promise<Photo> => {
  if (file.size >= WORKING_COPY_FROM_BYTES && canMakeWorkingCopy()) {
    preparing();
    const copy = await makeWorkingCopy(file).catch(() => undefined);
    signal.throwIfAborted();
    if (copy) {
      const photo = await uploadWorkingCopy(file, copy, onProgress, signal);
      keepWorkingCopy(photo.id, copy.jpeg);
      void originalUploads.start(photo.id, file);
      return photo;
    }
  }
  return uploadPhoto(file, onProgress, signal);
};

/**
 * Step 0 (customer spec §2 and §4): the photo is uploaded as soon as it is dropped or chosen, with
 * real progress; then its printable status says what can be made of it. The limited editions are
 * the other way in.
 */
export const UploadStep = () => {
  const { t } = useTranslation();
  const { state, dispatch, picture } = useWizard();
  const queryClient = useQueryClient();
  const notices = useNotices();
  const [progress, setProgress] = useState<UploadProgressState | null>(null);
  const [justUploaded, setJustUploaded] = useState(false);
  const running = useRef<AbortController | null>(null);

  const upload = async (file: File) => {
    if (!isJpeg(file)) {
      notices.error(t('configurator.upload.errors.notjpeg'));
      return;
    }
    if (file.size > MAX_PHOTO_BYTES) {
      notices.error(t('configurator.upload.errors.toolarge'));
      return;
    }
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setProgress({ percent: 0 });
    prefetchNextSteps(queryClient);
    try {
      const photo = await sendPhoto(
        file,
        () => setProgress({ percent: null }),
        (sent, total) =>
          setProgress({ percent: sent >= total ? null : Math.floor((sent / total) * 100) }),
        controller.signal,
      );
      queryClient.setQueryData(photoQuery(photo.id).queryKey, photo);
      dispatch({ type: 'photoUploaded', photoId: photo.id });
      setJustUploaded(true);
      notices.info(t('configurator.upload.completed'));
    } catch (error) {
      if (controller.signal.aborted) return;
      const reason = error instanceof UploadError ? error.reason : 'network';
      notices.error(
        reason.startsWith('error.photo.')
          ? t(`configurator.upload.errors.${reason.slice('error.photo.'.length)}`, {
              defaultValue: t('configurator.notices.error'),
            })
          : undefined,
      );
    } finally {
      if (running.current === controller) {
        running.current = null;
        setProgress(null);
      }
    }
  };

  const uploaded = state.source?.kind === 'photo' && picture ? picture : undefined;

  return (
    <SideBySide from="md" columns="minmax(0, 7fr) minmax(0, 5fr)" gap={{ xs: 3, md: 5 }}>
      <Box>
        <Typography variant="h3" component="h1" gutterBottom>
          {t('home.title')}
        </Typography>
        <Typography
          variant="h6"
          component="p"
          color="text.secondary"
          sx={{ mb: 3, fontSize: { xs: '1.05rem', sm: '1.25rem' } }}
        >
          {t('home.lead')}
        </Typography>
        {uploaded ? (
          <>
            <PhotoStatus picture={uploaded} focus={justUploaded} />
            <Box sx={{ mt: 3 }}>
              <PhotoDropZone compact onFile={(file) => void upload(file)} progress={progress} />
            </Box>
          </>
        ) : (
          <PhotoDropZone onFile={(file) => void upload(file)} progress={progress} />
        )}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {t('home.price')}
        </Typography>
      </Box>
      <Box sx={{ display: 'grid', gap: 3 }}>
        <EditionImageButton />
        <EditionsPanel />
        <GiftVoucherTeaser />
      </Box>
    </SideBySide>
  );
};
