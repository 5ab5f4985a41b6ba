import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { errorKeyOf, register } from '../api/account-api';
import { AccountForm } from '../components/account-form';
import { AccountPage } from '../components/account-page';
import { EmailField } from '../components/email-field';
import { NewPasswordFields } from '../components/new-password-fields';
import { useAccountForm } from '../hooks/use-account-form';
import { validateRegistration, type RegistrationValues } from '../model/account-rules';

const EMPTY: RegistrationValues = { login: '', email: '', password: '', confirmation: '' };

/** The server's refusals that belong to one field (customer spec §8: the errorKey is kept). */
const FIELD_OF_ERROR: Record<string, keyof RegistrationValues> = {
  userexists: 'login',
  emailexists: 'email',
  'invalid-password': 'password',
};

const fieldOfError = (error: unknown): keyof RegistrationValues | undefined =>
  FIELD_OF_ERROR[errorKeyOf(error) ?? ''];

/** /register (customer spec §2, §5): login, e-mail, password with its strength and confirmation. */
export const RegisterPage = () => {
  const { t } = useTranslation();
  const form = useAccountForm(EMPTY, validateRegistration);
  const send = useMutation({ mutationFn: register });

  const submit = () => {
    if (!form.check()) return;
    const { login, email, password } = form.values;
    send.mutate(
      { login: login.trim(), email: email.trim(), password },
      {
        onError: (error) => {
          const field = fieldOfError(error);
          if (field) form.reject(field, { key: `register.messages.error.${errorKeyOf(error)}` });
        },
      },
    );
  };

  return (
    <AccountPage
      title={t('register.title')}
      intro={send.isSuccess ? undefined : t('register.text')}
    >
      {send.isSuccess ? (
        <Alert severity="success">{t('register.messages.success')}</Alert>
      ) : (
        <AccountForm
          onSubmit={submit}
          submitLabel={t('register.form.button')}
          busy={send.isPending}
        >
          {send.isError && !fieldOfError(send.error) && (
            <Alert severity="error">{t('register.messages.error.fail')}</Alert>
          )}
          <TextField
            label={t('register.form.login')}
            autoComplete="username"
            required
            autoFocus
            {...form.field('login')}
          />
          <EmailField label={t('register.form.email')} field={form.field('email')} />
          <NewPasswordFields
            password={form.field('password')}
            confirmation={form.field('confirmation')}
            passwordLabel={t('register.form.password')}
            confirmationLabel={t('register.form.confirmpassword')}
          />
        </AccountForm>
      )}
      <Typography variant="body2" sx={{ mt: 2 }}>
        {t('register.haveAccount')}{' '}
        <Link component={RouterLink} to="/login">
          {t('register.signIn')}
        </Link>
      </Typography>
    </AccountPage>
  );
};
