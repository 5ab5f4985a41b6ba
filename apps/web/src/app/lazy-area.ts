import { lazy, type ComponentType } from 'react';
import { LAZY_AREA_TIMEOUT_MS } from '../config/constants';

/**
 * React.lazy with the spec's 120 s limit on loading an area (customer spec §9): a load that
 * hangs ends in the error boundary instead of an endless 'loading ...'.
 */
export const lazyArea = (
  load: () => Promise<{ default: ComponentType }>,
  timeoutMs = LAZY_AREA_TIMEOUT_MS,
) =>
  lazy(
    () =>
      new Promise<{ default: ComponentType }>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`Loading the area took longer than ${timeoutMs} ms`)),
          timeoutMs,
        );
        load().then(
          (module) => {
            clearTimeout(timer);
            resolve(module);
          },
          (error: unknown) => {
            clearTimeout(timer);
            reject(error instanceof Error ? error : new Error(String(error)));
          },
        );
      }),
  );
