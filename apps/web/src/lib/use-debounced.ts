import { useEffect, useState } from 'react';

/** `value` once it has not changed for `ms`: a search asks the server when typing pauses. */
export const useDebounced = <T>(value: T, ms: number): T => {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
};
