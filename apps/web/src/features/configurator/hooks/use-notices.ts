import { enqueueToast } from '../../../lib/toasts/toasts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api/api-error';

/** Customer spec §9: the configurator's notices hide after 6000 ms. */
export const NOTICE_MS = 6000;

/** Class of the info notices, which the Back/Next bar lifts above itself. */
export const INFO_NOTICE_CLASS = 'configurator-info-notice';

export interface Notices {
  /** The red notice at the top left; without a text, the spec's 'Vyskytla sa chyba. …'. */
  error(message?: string): void;
  /** The notice at the bottom left. */
  info(message: string): void;
}

/** The configurator's two notices (customer spec §2). */
export const useNotices = (): Notices => {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      error: (message) =>
        enqueueToast(message ?? t('configurator.notices.error'), {
          variant: 'error',
          anchorOrigin: { vertical: 'top', horizontal: 'left' },
          autoHideDuration: NOTICE_MS,
        }),
      info: (message) =>
        enqueueToast(message, {
          variant: 'info',
          anchorOrigin: { vertical: 'bottom', horizontal: 'left' },
          autoHideDuration: NOTICE_MS,
          className: INFO_NOTICE_CLASS,
        }),
    }),
    [t],
  );
};

/**
 * Whether a failed call is worth the configurator's 'check your connection and repeat' notice: no
 * answer, a timeout, or a server failure. A refused request (4xx) is explained by its own toast.
 */
export const isConnectionProblem = (error: unknown): boolean =>
  error instanceof ApiError && (error.status === 0 || error.timedOut || error.status >= 500);
