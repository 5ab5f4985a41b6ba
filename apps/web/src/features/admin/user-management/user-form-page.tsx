import type { User } from '@fotoobraz/domain';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SaveIcon from '@mui/icons-material/Save';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Container from '@mui/material/Container';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { LOCALES, ROLE_ADMIN } from '../../../config/constants';
import { ApiError } from '../../../lib/api/api-error';
import { useSession } from '../../../lib/auth/session';
import { validateUser, type Message, type UserFormValues } from './user-form-rules';
import { authoritiesQuery, userQuery, useSaveUser } from './users-api';

const LIST = '/admin/user-management';

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

/** The server's 'taken' answers, shown at their fields. */
const takenMessage = (error: unknown): Partial<Record<keyof UserFormValues, Message>> => {
  const key = error instanceof ApiError ? error.problem?.errorKey : undefined;
  if (key === 'userexists') return { login: { key: 'userManagement.messages.userexists' } };
  if (key === 'emailexists') return { email: { key: 'userManagement.messages.emailexists' } };
  return {};
};

const UserForm = ({ user }: { user?: User }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { account } = useSession();
  const authorities = useQuery(authoritiesQuery);
  const save = useSaveUser();
  const [values, setValues] = useState<UserFormValues>(user ? valuesOf(user) : EMPTY);
  const [messages, setMessages] = useState<Partial<Record<keyof UserFormValues, Message>>>({});
  const [submitted, setSubmitted] = useState(false);
  // An administrator cannot lock themselves out (the server refuses it too).
  const self = user !== undefined && user.login === account?.login;

  const set = <K extends keyof UserFormValues>(name: K, value: UserFormValues[K]) => {
    const next = { ...values, [name]: value };
    setValues(next);
    if (submitted) setMessages(validateUser(next));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validateUser(values);
    setMessages(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(
      {
        ...(user ? { id: user.id } : {}),
        login: values.login.trim(),
        firstName: values.firstName.trim() || null,
        lastName: values.lastName.trim() || null,
        email: values.email.trim(),
        activated: values.activated,
        langKey: values.langKey,
        authorities: values.authorities as User['authorities'],
      },
      {
        onSuccess: () => void navigate(LIST),
        onError: (error) => setMessages(takenMessage(error)),
      },
    );
  };
  const text = (name: 'login' | 'firstName' | 'lastName' | 'email', required = false) => {
    const m = messages[name];
    return (
      <TextField
        label={t(`userManagement.${name}`)}
        name={name}
        value={values[name]}
        onChange={(e) => set(name, e.target.value)}
        required={required}
        error={Boolean(m)}
        helperText={m ? t(m.key, m.params) : undefined}
        fullWidth
      />
    );
  };
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
      <FormControlLabel
        control={
          <Checkbox
            checked={values.activated}
            disabled={self}
            onChange={(e) => set('activated', e.target.checked)}
          />
        }
        label={t('userManagement.activated')}
      />
      <TextField
        select
        label={t('userManagement.langKey')}
        value={values.langKey}
        onChange={(e) => set('langKey', e.target.value)}
        slotProps={{ select: { native: true } }}
      >
        {LOCALES.map((l) => (
          <option key={l} value={l}>
            {t(`userManagement.languages.${l}`)}
          </option>
        ))}
      </TextField>
      <FormControl component="fieldset">
        <FormLabel component="legend">{t('userManagement.profiles')}</FormLabel>
        <FormGroup row>
          {(authorities.data ?? []).map((a) => (
            <FormControlLabel
              key={a}
              label={a}
              control={
                <Checkbox
                  checked={values.authorities.includes(a)}
                  disabled={self && a === ROLE_ADMIN}
                  onChange={(e) =>
                    set(
                      'authorities',
                      e.target.checked
                        ? [...values.authorities, a]
                        : values.authorities.filter((x) => x !== a),
                    )
                  }
                />
              }
            />
          ))}
        </FormGroup>
        {self && <FormHelperText>{t('userManagement.selfNote')}</FormHelperText>}
      </FormControl>
      {!user && <Alert severity="info">{t('userManagement.createNote')}</Alert>}
      <Stack direction="row" spacing={2}>
        <Button component={RouterLink} to={LIST} variant="outlined" startIcon={<ArrowBackIcon />}>
          {t('entity.action.back')}
        </Button>
        <Button
          type="submit"
          variant="contained"
          startIcon={<SaveIcon />}
          disabled={save.isPending}
        >
          {t('entity.action.save')}
        </Button>
      </Stack>
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
