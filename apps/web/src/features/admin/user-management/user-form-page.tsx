import { ManagedUserSchema, type User } from '@fotoobraz/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Container from '@mui/material/Container';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { LOCALES, ROLE_ADMIN } from '../../../config/constants';
import { useSession } from '../../../lib/auth/session';
import { USER_WORDING } from '../../../lib/forms/field-messages';
import { FormTextField } from '../../../lib/forms/form-text-field';
import { refusalsOf, showRefusals, type RefusalPlaces } from '../../../lib/forms/server-errors';
import { schemaRules, useSchemaForm } from '../../../lib/forms/use-schema-form';
import { authoritiesQuery, userQuery, useSaveUser } from './users-api';
import { FormActions } from '../../../components/page-actions';
import { FormCheckbox } from '../../../lib/forms/form-checkbox';

const LIST = '/admin/user-management';

/** The user as an administrator edits it: the domain's AdminUserDTO, without id and picture. */
const UserFormSchema = ManagedUserSchema.omit({ id: true, imageUrl: true });
type UserFormValues = z.input<typeof UserFormSchema> & { authorities: User['authorities'] };
const RULES = schemaRules(UserFormSchema, USER_WORDING);

/** The server's 'taken' answers, shown at their fields, and its field errors. */
const REFUSALS: RefusalPlaces<UserFormValues> = {
  fields: ['login', 'firstName', 'lastName', 'email', 'langKey', 'authorities'],
  errorKeys: {
    userexists: ['login', 'userManagement.messages.userexists'],
    emailexists: ['email', 'userManagement.messages.emailexists'],
  },
};

const EMPTY: UserFormValues = {
  login: '',
  firstName: '',
  lastName: '',
  email: '',
  activated: true,
  langKey: LOCALES[0],
  authorities: ['ROLE_USER'],
};

const valuesOf = (user: User): UserFormValues => ({
  login: user.login,
  firstName: user.firstName ?? '',
  lastName: user.lastName ?? '',
  email: user.email ?? '',
  activated: user.activated,
  langKey: user.langKey ?? LOCALES[0],
  authorities: [...user.authorities],
});

const UserForm = ({ user }: { user?: User }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { account } = useSession();
  const authorities = useQuery(authoritiesQuery);
  const save = useSaveUser();
  const form = useSchemaForm({ ...RULES, defaultValues: user ? valuesOf(user) : EMPTY });
  // An administrator cannot lock themselves out (the server refuses it too).
  const self = user !== undefined && user.login === account?.login;

  const submit = form.handleSubmit((values) =>
    save.mutate(
      {
        ...(user ? { id: user.id } : {}),
        login: values.login,
        firstName: values.firstName || null,
        lastName: values.lastName || null,
        email: values.email,
        activated: values.activated ?? true,
        langKey: values.langKey ?? LOCALES[0],
        authorities: values.authorities ?? [],
      },
      {
        onSuccess: () => void navigate(LIST),
        onError: (error) => showRefusals(form.setError, refusalsOf(error, REFUSALS)),
      },
    ),
  );
  const text = (name: 'login' | 'firstName' | 'lastName' | 'email', required = false) => (
    <FormTextField
      form={form}
      name={name}
      label={t(`userManagement.${name}`)}
      required={required}
      fullWidth
    />
  );
  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      sx={{ display: 'grid', gap: 2, maxWidth: 560 }}
    >
      {user && (
        <TextField
          label={t('userManagement.id')}
          value={String(user.id)}
          variant="filled"
          slotProps={{ htmlInput: { readOnly: true } }}
        />
      )}
      {text('login', true)}
      {text('firstName')}
      {text('lastName')}
      {text('email', true)}
      <FormCheckbox
        form={form}
        name="activated"
        label={t('userManagement.activated')}
        disabled={self}
      />
      <FormTextField
        form={form}
        name="langKey"
        select
        label={t('userManagement.langKey')}
        slotProps={{ select: { native: true } }}
      >
        {LOCALES.map((l) => (
          <option key={l} value={l}>
            {t(`userManagement.languages.${l}`)}
          </option>
        ))}
      </FormTextField>
      <Controller
        control={form.control}
        name="authorities"
        render={({ field }) => {
          const chosen = field.value ?? [];
          return (
            <FormControl component="fieldset">
              <FormLabel component="legend">{t('userManagement.profiles')}</FormLabel>
              <FormGroup row>
                {(authorities.data ?? []).map((a) => (
                  <FormControlLabel
                    key={a}
                    label={a}
                    control={
                      <Checkbox
                        checked={chosen.includes(a as (typeof chosen)[number])}
                        disabled={self && a === ROLE_ADMIN}
                        onChange={(e) =>
                          field.onChange(
                            e.target.checked ? [...chosen, a] : chosen.filter((x) => x !== a),
                          )
                        }
                      />
                    }
                  />
                ))}
              </FormGroup>
              {self && <FormHelperText>{t('userManagement.selfNote')}</FormHelperText>}
            </FormControl>
          );
        }}
      />
      {!user && (
        <Alert severity="info" role="note">
          {t('userManagement.createNote')}
        </Alert>
      )}
      <FormActions back={LIST} saving={save.isPending} />
    </Box>
  );
};

/** /admin/user-management/new and /{login}/edit: the user's data, activation and roles. */
export const UserFormPage = () => {
  const { t } = useTranslation();
  const { login } = useParams();
  const user = useQuery({ ...userQuery(login ?? ''), enabled: login !== undefined });
  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {login
          ? t('userManagement.home.editLabel', { login })
          : t('userManagement.home.createLabel')}
      </Typography>
      {login === undefined ? (
        <UserForm />
      ) : user.isPending ? (
        <Typography role="status">{t('entity.loading')}</Typography>
      ) : user.isError ? (
        <Alert severity="error">{t('userManagement.home.failed')}</Alert>
      ) : (
        <UserForm key={user.data.id} user={user.data} />
      )}
    </Container>
  );
};
