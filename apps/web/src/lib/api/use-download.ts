import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { enqueueToast } from '../toasts/toasts';
import { ApiError } from './api-error';
import { fetchBinary, saveFile } from './binary';

/**
 * Files the server makes, fetched past the API client (which would otherwise toast a refusal
 * itself): `download` saves one under the server's name or `fallbackName` (true once saved),
 * `busy` names the one
 * under way (its `key`, the path unless given), and `failed` tells a refusal in a toast;
 * `conflictKey` words a 409 where it means something of its own.
 */
export const useDownload = (conflictKey?: string) => {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<string | null>(null);
  const failed = useCallback(
    (error: unknown) => {
      const status = error instanceof ApiError ? error.status : 0;
      const key =
        status === 409 && conflictKey
          ? conflictKey
          : status === 0
            ? 'error.server.not.reachable'
            : `error.http.${status}`;
      enqueueToast(t(key, { defaultValue: t('error.unknown') }), { variant: 'error' });
    },
    [t, conflictKey],
  );
  const download = useCallback(
    async (path: string, fallbackName: string, key = path, method: 'GET' | 'POST' = 'GET') => {
      setBusy(key);
      try {
        const file = await fetchBinary(path, undefined, method);
        saveFile(file.blob, file.filename ?? fallbackName);
        return true;
      } catch (error) {
        failed(error);
        return false;
      } finally {
        setBusy(null);
      }
    },
    [failed],
  );
  return { busy, download, failed };
};
