import CloseIcon from '@mui/icons-material/Close';
import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import IconButton from '@mui/material/IconButton';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { closeSnackbar, SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HEADER_HEIGHT_PX } from '../config/constants';
import { SessionProvider } from '../lib/auth/session';
import { theme } from './theme';

/** How long a toast stays (the configurator's notices use the same 6000 ms, customer spec §9). */
const TOAST_MS = 6000;

/** Toasts at the top left, but below the fixed header instead of over the logo. */
const TOASTS_CLASS = 'fotoobraz-toasts';
const toastsBelowHeader = (
  <GlobalStyles styles={{ [`.${TOASTS_CLASS}.${TOASTS_CLASS}`]: { top: HEADER_HEIGHT_PX + 8 } }} />
);

/**
 * notistack's own colours put white text on 2:1 to 3:1 backgrounds; the theme's keep 4.5:1. On a
 * phone its close button wrapped onto a line of its own, which made a toast twice as tall over the
 * page; it stays beside the message, which wraps instead.
 */
const TOAST_VARIANTS = ['success', 'error', 'warning', 'info'] as const;
const readableToasts = (
  <GlobalStyles
    styles={(theme) => ({
      '.notistack-MuiContent.notistack-MuiContent': { flexWrap: 'nowrap' },
      ...Object.fromEntries(
        TOAST_VARIANTS.map((variant) => {
          const name = `.notistack-MuiContent-${variant}`;
          return [`${name}${name}`, { backgroundColor: theme.palette[variant].main }];
        }),
      ),
    })}
  />
);

const CloseToast = ({ id }: { id: string | number }) => {
  const { t } = useTranslation();
  return (
    <IconButton
      size="small"
      color="inherit"
      aria-label={t('global.closeNotification')}
      onClick={() => closeSnackbar(id)}
    >
      <CloseIcon fontSize="small" />
    </IconButton>
  );
};

/** Theme, server state, toasts (top left: both specs §2) and the session, for the whole app. */
export const Providers = ({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) => (
  <ThemeProvider theme={theme}>
    <CssBaseline />
    {toastsBelowHeader}
    {readableToasts}
    <QueryClientProvider client={queryClient}>
      <SnackbarProvider
        anchorOrigin={{ vertical: 'top', horizontal: 'left' }}
        autoHideDuration={TOAST_MS}
        maxSnack={4}
        action={(id) => <CloseToast id={id} />}
        classes={{ containerAnchorOriginTopLeft: TOASTS_CLASS }}
      >
        <SessionProvider>{children}</SessionProvider>
      </SnackbarProvider>
    </QueryClientProvider>
  </ThemeProvider>
);
