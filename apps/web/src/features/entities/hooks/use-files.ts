import { enqueueToast } from '../../../lib/toasts/toasts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api/api-error';
import { fetchBinary, openInNewTab, saveFile } from '../../../lib/api/binary';

/**
 * Opening and downloading files, with a toast when the server refuses (the files bypass the API
 * client, which would otherwise show it).
 */
export const useFiles = () => {
  const { t } = useTranslation();
  const failed = useCallback(
    (error: unknown) => {
      const status = error instanceof ApiError ? error.status : 0;
      const key = status === 0 ? 'error.server.not.reachable' : `error.http.${status}`;
      enqueueToast(t(key, { defaultValue: t('error.unknown') }), { variant: 'error' });
    },
    [t],
  );
  const open = useCallback(
    (load: () => Promise<Blob>) => openInNewTab(load).catch(failed),
    [failed],
  );
  const openUrl = useCallback(
    (path: string) => open(async () => (await fetchBinary(path)).blob),
    [open],
  );
  const download = useCallback(
    async (path: string, fallbackName: string) => {
      try {
        const file = await fetchBinary(path);
        saveFile(file.blob, file.filename ?? fallbackName);
      } catch (error) {
        failed(error);
      }
    },
    [failed],
  );
  return { open, openUrl, download };
};
