import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState, type Dispatch } from 'react';
import { ApiError } from '../../../lib/api/api-error';
import {
  craftedProductQuery,
  saveCraftedProduct,
  type CraftedProductRequest,
} from '../api/crafted-products';
import type { CraftedProduct } from '../api/types';
import type { WizardAction } from '../model/wizard-state';
import { isConnectionProblem, useNotices } from './use-notices';

export interface CraftedProductStore {
  /** The piece as the server last computed it (after a reload: as it was stored). */
  crafted: CraftedProduct | null;
  /** Changes with every save: the wall pictures' cache buster. */
  version: number;
  saving: boolean;
  /** The last save failed; `retry` sends it again. */
  failed: boolean;
  /** Saves a configuration (`key` is its JSON); the newest wins, saves never overlap. */
  save(request: CraftedProductRequest, key: string): void;
  retry(): void;
  /** Resolves when no save is running or waiting (the order must be placed on the last one). */
  idle(): Promise<void>;
  /** The piece's id as of the last finished save, even before the state has caught up. */
  currentId(): number | null;
}

interface Job {
  request: CraftedProductRequest;
  key: string;
}

const orderedAlready = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 409;

/**
 * The crafted product of the wizard (customer spec §4): created with the first complete
 * configuration, updated with every change after it. Saves run one at a time; changes made while
 * one runs collapse into one save of the newest configuration.
 */
export const useCraftedProduct = (
  craftedId: number | null,
  dispatch: Dispatch<WizardAction>,
): CraftedProductStore => {
  const notices = useNotices();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const [failedJob, setFailedJob] = useState<Job | null>(null);
  // Saved pieces go into this query's cache, so only a reload asks the server for one.
  const stored = useQuery({
    ...craftedProductQuery(craftedId ?? 0),
    enabled: craftedId !== null,
  });

  const id = useRef(craftedId);
  const pending = useRef<Job | null>(null);
  const runningKey = useRef<string | null>(null);
  const running = useRef<Promise<void> | null>(null);

  const run = useCallback(async () => {
    setSaving(true);
    setFailedJob(null);
    while (pending.current) {
      const job = pending.current;
      pending.current = null;
      runningKey.current = job.key;
      try {
        let crafted: CraftedProduct;
        try {
          crafted = await saveCraftedProduct(job.request, id.current);
        } catch (error) {
          // The stored piece was ordered (e.g. in another tab): a new one takes its place.
          if (!orderedAlready(error)) throw error;
          crafted = await saveCraftedProduct(job.request, null);
        }
        id.current = crafted.id;
        queryClient.setQueryData(craftedProductQuery(crafted.id).queryKey, crafted);
        dispatch({ type: 'saved', craftedId: crafted.id, key: job.key });
      } catch (error) {
        if (!pending.current) setFailedJob(job);
        if (isConnectionProblem(error)) notices.error();
      }
    }
    runningKey.current = null;
    setSaving(false);
  }, [dispatch, notices, queryClient]);

  const save = useCallback(
    (request: CraftedProductRequest, key: string) => {
      if (key === runningKey.current || key === pending.current?.key) return;
      pending.current = { request, key };
      running.current ??= run().finally(() => {
        running.current = null;
      });
    },
    [run],
  );

  const retry = useCallback(() => {
    if (failedJob) save(failedJob.request, failedJob.key);
  }, [failedJob, save]);

  const idle = useCallback(() => running.current ?? Promise.resolve(), []);
  const currentId = useCallback(() => id.current, []);

  const crafted = craftedId !== null ? (stored.data ?? null) : null;
  const version = stored.dataUpdatedAt;
  return useMemo(
    () => ({
      crafted,
      version,
      saving,
      failed: failedJob !== null,
      save,
      retry,
      idle,
      currentId,
    }),
    [crafted, version, saving, failedJob, save, retry, idle, currentId],
  );
};
