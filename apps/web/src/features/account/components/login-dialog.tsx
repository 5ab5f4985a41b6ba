import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ApiError } from '../../../lib/api/api-error';
import { useSession } from '../../../lib/auth/session';
import { SIGN_IN_WORDING } from '../../../lib/forms/field-messages';
import { schemaRules, useSchemaForm } from '../../../lib/forms/use-schema-form';
import { useProfileInfo } from '../../../lib/management-info';
import { CurrentPasswordField, UsernameField } from './credential-fields';
import { SignInForm, type SignInValues } from '../model/account-forms';
import { FormCheckbox } from '../../../lib/forms/form-checkbox';

const RULES = schemaRules(SignInForm, SIGN_IN_WORDING);
const EMPTY: SignInValues = { username: '', password: '', rememberMe: false };

/**
 * What the dialog says when signing in failed: too many attempts (429: five failures of a login
 * from this address within 15 minutes, or too many requests from it), or wrong credentials. Other failures
 * (server down, 500) are toasted by the API client and need no second message.
 */
const failureMessageOf = (error: unknown): string | null => {
  if (!(error instanceof ApiError)) return 'login.messages.error.authentication';
  if (error.status === 429) return 'login.messages.error.tooMany';
  if (error.status === 401 || error.status === 400) return 'login.messages.error.authentication';
  return null;
};

/**
 * The sign-in modal (customer spec §2, §5). Calls `onSignedIn` once the account is loaded, and
 * `onClose` when the user gives up.
 */
export const LoginDialog = ({
  onSignedIn,
  onClose,
}: {
  onSignedIn: () => void;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const { signIn, redirectMessage } = useSession();
  const profile = useProfileInfo();
  const form = useSchemaForm({ ...RULES, defaultValues: EMPTY });
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = form.handleSubmit(async ({ username, password, rememberMe }) => {
    setBusy(true);
    setFailure(null);
    try {
      await signIn({ username, password, rememberMe: rememberMe ?? false });
      onSignedIn();
    } catch (error) {
      setFailure(failureMessageOf(error));
      setBusy(false);
    }
  });

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="login-title">
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id="login-title">{t('login.title')}</DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          {redirectMessage && !failure && <Alert severity="warning">{t(redirectMessage)}</Alert>}
          {failure && <Alert severity="error">{t(failure)}</Alert>}
          <UsernameField
            form={form}
            name="username"
            label={t('login.form.username')}
            sx={{ mt: 1 }}
          />
          <CurrentPasswordField form={form} name="password" label={t('login.form.password')} />
          <FormCheckbox form={form} name="rememberMe" label={t('login.form.rememberme')} />
          {profile && !profile.inProduction && profile.ribbonProfile && (
            <Typography variant="body2" color="text.secondary">
              {t('login.devAccounts')}
            </Typography>
          )}
          <Typography variant="body2">
            <Link component={RouterLink} to="/reset/request" onClick={onClose}>
              {t('login.forgotPassword')}
            </Link>
          </Typography>
          <Typography variant="body2">
            {t('login.noAccount')}{' '}
            <Link component={RouterLink} to="/register" onClick={onClose}>
              {t('login.register')}
            </Link>
          </Typography>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{t('login.form.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {t('login.form.button')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
};
