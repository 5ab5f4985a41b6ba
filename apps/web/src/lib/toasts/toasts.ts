import type { OptionsObject, SnackbarKey, SnackbarMessage } from 'notistack';

type Notistack = typeof import('notistack');

/**
 * The app's toasts, with notistack loaded only once it is wanted: its module builds its styles
 * when it is evaluated, a long task of 150-220 ms on Lighthouse's phone that used to fall in the
 * configuration step's first seconds. It is wanted at the first toast or at the
 * customer's first touch or key (see `ToastHost`), whichever comes first, so that a toast about a
 * lost connection does not wait for a download over that connection.
 */
let ready: Notistack | undefined;
const pending: [SnackbarMessage, OptionsObject | undefined][] = [];
let wanted = false;
let onWanted: (() => void) | undefined;

/** Asks for notistack (once): the host mounts its provider, which then takes the queue. */
export const wantToasts = (): void => {
  if (wanted) return;
  wanted = true;
  onWanted?.();
};

/** Shows a toast, at once when notistack is there, else as soon as its provider is mounted. */
export const enqueueToast = (message: SnackbarMessage, options?: OptionsObject): void => {
  if (ready) {
    ready.enqueueSnackbar(message, options);
    return;
  }
  pending.push([message, options]);
  wantToasts();
};

/** Closes a toast, or every toast shown when no id is given. */
export const closeToast = (id?: SnackbarKey): void => ready?.closeSnackbar(id);

/** For the host: called when a toast or a gesture wants notistack (at once if one already has). */
export const whenToastsWanted = (listener: () => void): (() => void) => {
  onWanted = listener;
  if (wanted) listener();
  return () => {
    if (onWanted === listener) onWanted = undefined;
  };
};

/** For the host: notistack's module; if it cannot be fetched, the next toast asks again. */
export const loadNotistack = (): Promise<Notistack> =>
  import('notistack').catch((error: unknown) => {
    wanted = false;
    throw error;
  });

/**
 * For the host, once notistack's provider is mounted: the queued toasts go out, in order. Returns
 * what to call when that provider goes: toasts queue again until another is mounted.
 */
export const toastsReady = (notistack: Notistack): (() => void) => {
  ready = notistack;
  for (const [message, options] of pending.splice(0)) notistack.enqueueSnackbar(message, options);
  return () => {
    if (ready === notistack) ready = undefined;
  };
};
