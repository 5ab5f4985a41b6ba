import { useCallback } from 'react';
import { openInNewTab, fetchBinary } from '../../../lib/api/binary';
import { useDownload } from '../../../lib/api/use-download';

/**
 * Opening and downloading files, with a toast when the server refuses (the files bypass the API
 * client, which would otherwise show it).
 */
export const useFiles = () => {
  const { download, failed } = useDownload();
  const open = useCallback(
    (load: () => Promise<Blob>) => openInNewTab(load).catch(failed),
    [failed],
  );
  const openUrl = useCallback(
    (path: string) => open(async () => (await fetchBinary(path)).blob),
    [open],
  );
  return { open, openUrl, download };
};
