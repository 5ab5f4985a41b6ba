import CloseIcon from '@mui/icons-material/Close';
import GlobalStyles from '@mui/material/GlobalStyles';
import IconButton from '@mui/material/IconButton';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HEADER_HEIGHT_PX } from '../config/constants';
import {
  closeToast,
  loadNotistack,
  toastsReady,
  wantToasts,
  whenToastsWanted,
} from '../lib/toasts/toasts';

type Notistack = Awaited<ReturnType<typeof loadNotistack>>;

/** How long a toast stays (the configurator's notices use the same 6000 ms, customer spec §9). */
const TOAST_MS = 6000;

/** Toasts at the top left, but below the fixed header instead of over the logo. */
const TOASTS_CLASS = 'fotoobraz-toasts';

/** A toast's close button, the one part of it that takes a touch. */
const CLOSE_CLASS = 'fotoobraz-toast-close';

/**
 * notistack's own colours put white text on 2:1 to 3:1 backgrounds; the theme's keep 4.5:1. On a
 * phone its close button wrapped onto a line of its own, which made a toast twice as tall over the
 * page; it stays beside the message, which wraps instead. A toast lies over the page (the express
 * checkbox, a form's fields, the account menu): touches go through it to what it covers, except
 * on its close button, and close it (`CloseOnTouch`).
 */
const TOAST_VARIANTS = ['success', 'error', 'warning', 'info'] as const;
const toastStyles = (
  <GlobalStyles
    styles={(theme) => ({
      [`.${TOASTS_CLASS}.${TOASTS_CLASS}`]: { top: HEADER_HEIGHT_PX + 8 },
      '.notistack-MuiContent.notistack-MuiContent': { flexWrap: 'nowrap', pointerEvents: 'none' },
      [`.notistack-MuiContent .${CLOSE_CLASS}`]: { pointerEvents: 'auto' },
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
      className={CLOSE_CLASS}
      onClick={() => closeToast(id)}
    >
      <CloseIcon fontSize="small" />
    </IconButton>
  );
};

/** Mounted inside the provider, whose construction made notistack's functions usable. */
const Ready = ({ notistack }: { notistack: Notistack }) => {
  useEffect(() => toastsReady(notistack), [notistack]);
  return null;
};

/**
 * The person's next touch, wherever it lands, closes the toasts: it went through to what a toast
 * covered, and the toast's message was read by then. A touch on a close button is that button's.
 */
const CloseOnTouch = () => {
  useEffect(() => {
    const onTouch = (event: PointerEvent) => {
      if (!(event.target instanceof Element) || !event.target.closest(`.${CLOSE_CLASS}`))
        closeToast();
    };
    window.addEventListener('pointerdown', onTouch, { capture: true, passive: true });
    return () => window.removeEventListener('pointerdown', onTouch, { capture: true });
  }, []);
  return null;
};

/**
 * Where the toasts appear (top left: both specs §2). Nothing until toasts are wanted
 * (lib/toasts): the first toast, or the customer's first touch or key, loads notistack and mounts
 * its provider, which then shows what was queued.
 */
export const ToastHost = () => {
  const [notistack, setNotistack] = useState<Notistack | null>(null);
  useEffect(() => {
    let mounted = true;
    const stop = whenToastsWanted(() => {
      loadNotistack().then(
        (module) => mounted && setNotistack(module),
        // Offline: the next toast asks again.
        () => undefined,
      );
    });
    const options = { capture: true, once: true, passive: true };
    window.addEventListener('pointerdown', wantToasts, options);
    window.addEventListener('keydown', wantToasts, options);
    return () => {
      mounted = false;
      stop();
      window.removeEventListener('pointerdown', wantToasts, options);
      window.removeEventListener('keydown', wantToasts, options);
    };
  }, []);
  if (!notistack) return null;
  const { SnackbarProvider } = notistack;
  return (
    <>
      {toastStyles}
      <SnackbarProvider
        anchorOrigin={{ vertical: 'top', horizontal: 'left' }}
        autoHideDuration={TOAST_MS}
        maxSnack={4}
        action={(id) => <CloseToast id={id} />}
        classes={{ containerAnchorOriginTopLeft: TOASTS_CLASS }}
      >
        <Ready notistack={notistack} />
        <CloseOnTouch />
      </SnackbarProvider>
    </>
  );
};
