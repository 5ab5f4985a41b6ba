import { enqueueToast } from '../lib/toasts/toasts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { setApiListener } from '../lib/api/api-client';
import type { ApiError } from '../lib/api/api-error';
import { alertMessage, hasAlert } from '../lib/api/alert-message';
import { errorMessages } from '../lib/api/error-messages';
import { loadLabels, NO_LABELS } from '../lib/api/labels';
import { useSession } from '../lib/auth/session';

/** The session probe and the sign-in itself answer 401 as a matter of course. */
const ACCOUNT_CALLS = ['/api/account', '/api/authenticate'];

/** A 401 or 403 ends the session (both specs §6), except on the account calls. */
export const endsSession = (error: ApiError): boolean =>
  (error.status === 401 || error.status === 403) &&
  !ACCOUNT_CALLS.some((path) => error.path === path || error.path.startsWith(`${path}/`));

/**
 * Turns every API answer into what the user sees: success toasts from alert headers, error
 * toasts (customer spec §8), and a trip to the sign-in when the session has ended.
 */
export const ApiNotifications = () => {
  const { t } = useTranslation();
  const { signOut } = useSession();
  const navigate = useNavigate();
  const location = useLocation();

  useEffect(
    () =>
      setApiListener({
        succeeded: ({ headers }) => {
          if (!hasAlert(headers)) return;
          void loadLabels().then((labels) => {
            const message = alertMessage(headers, t, labels);
            if (message) enqueueToast(message, { variant: 'success' });
          });
        },
        failed: (error) => {
          if (endsSession(error)) {
            signOut('login.error.unauthorized');
            navigate('/login', { state: { from: location } });
          }
          // Only 400s name entities and fields; anything else must not wait for the model.
          const labels = error.status === 400 ? loadLabels() : Promise.resolve(NO_LABELS);
          void labels.then((l) => {
            for (const message of errorMessages(error, t, l)) {
              enqueueToast(message, { variant: 'error' });
            }
          });
        },
      }),
    [t, signOut, navigate, location],
  );
  return null;
};
