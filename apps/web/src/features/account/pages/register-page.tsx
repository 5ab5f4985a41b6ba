import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ACCOUNT_WORDING } from '../../../lib/forms/field-messages';
import type { RefusalPlaces } from '../../../lib/forms/server-errors';
import { useRefusableMutation } from '../../../lib/forms/use-refusable-mutation';
import { schemaRules, useSchemaForm } from '../../../lib/forms/use-schema-form';
import { register } from '../api/account-api';
import { AccountForm } from '../components/account-form';
import { AccountPage } from '../components/account-page';
import { UsernameField } from '../components/credential-fields';
import { EmailField } from '../components/email-field';
import { NewPasswordFields } from '../components/new-password-fields';
import { RegistrationForm, type RegistrationValues } from '../model/account-forms';

const EMPTY: RegistrationValues = { login: '', email: '', password: '', confirmation: '' };
const RULES = schemaRules(RegistrationForm, ACCOUNT_WORDING);

/** The server's refusals that belong to one field (customer spec §8: the errorKey is kept). */
const REFUSALS: RefusalPlaces<RegistrationValues> = {
  fields: ['login', 'email', 'password'],
  errorKeys: {
    userexists: ['login', 'register.messages.error.userexists'],
    emailexists: ['email', 'register.messages.error.emailexists'],
    'invalid-password': ['password', 'register.messages.error.invalid-password'],
  },
};

/** /register (customer spec §2, §5): login, e-mail, password with its strength and confirmation. */
export const RegisterPage = () => {
  const { t } = useTranslation();
  const form = useSchemaForm({ ...RULES, defaultValues: EMPTY });
  const send = useRefusableMutation(form.setError, REFUSALS, { mutationFn: register });

  return (
    <AccountPage
      title={t('register.title')}
      intro={send.isSuccess ? undefined : t('register.text')}
    >
      {send.isSuccess ? (
        <Alert severity="success">{t('register.messages.success')}</Alert>
      ) : (
        <AccountForm
          onSubmit={form.handleSubmit(({ login, email, password }) =>
            send.mutate({ login, email, password }),
          )}
          submitLabel={t('register.form.button')}
          busy={send.isPending}
        >
          {send.unplaced && <Alert severity="error">{t('register.messages.error.fail')}</Alert>}
          <UsernameField form={form} name="login" label={t('register.form.login')} />
          <EmailField form={form} label={t('register.form.email')} />
          <NewPasswordFields form={form} password="password" />
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
