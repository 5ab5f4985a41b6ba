import { useState } from 'react';

/**
 * One thing put into the basket at a time: `busy` while `action` runs, then its answer kept for
 * the dialog that tells it (`dialog`, open while there is an answer) until that closes. A failure
 * goes to `onError`; without one it is left to the API client's toast.
 */
export const useBasketAction = <T>(
  action: () => Promise<T>,
  onError: (error: unknown) => void = () => undefined,
) => {
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<T | null>(null);

  const run = async () => {
    setBusy(true);
    try {
      setResult(await action());
    } catch (error) {
      onError(error);
    } finally {
      setBusy(false);
    }
  };

  return {
    busy,
    result,
    run: () => void run(),
    dialog: { open: result !== null, onClose: () => setResult(null) },
  };
};
