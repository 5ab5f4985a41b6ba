import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../../../lib/auth/session';
import { signOutEverywhere } from '../api/account-api';

/**
 * 'Odhlásiť všade': ends every session of the account, on every device, this one too (so that
 * a stolen or forgotten sign-in is over); the user then signs in again here.
 */
export const SignOutEverywhere = () => {
  const { t } = useTranslation();
  const { signOut } = useSession();
  const navigate = useNavigate();
  const end = useMutation({
    mutationFn: signOutEverywhere,
    onSuccess: () => {
      signOut('settings.signOutEverywhere.done');
      navigate('/login', { replace: true });
    },
  });
  return (
    <Box
      component="section"
      aria-labelledby="sign-out-everywhere"
      sx={{ mt: 3, display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      <Typography id="sign-out-everywhere" variant="h6" component="h2">
        {t('settings.signOutEverywhere.title')}
      </Typography>
      <Typography color="text.secondary">{t('settings.signOutEverywhere.text')}</Typography>
      {end.isError && <Alert severity="error">{t('settings.signOutEverywhere.error')}</Alert>}
      <Box>
        <Button
          variant="outlined"
          color="warning"
          disabled={end.isPending}
          onClick={() => end.mutate()}
        >
          {t('settings.signOutEverywhere.button')}
        </Button>
      </Box>
    </Box>
  );
};
