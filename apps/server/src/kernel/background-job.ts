import type { FastifyInstance } from 'fastify';

/** Work that runs beside the requests: a worker's polling, a daily job. */
export interface BackgroundJob {
  start(): void;
  /** Lets the work in progress finish. */
  stop(): Promise<void>;
}

/** Starts `job` when the app is ready and stops it, gracefully, when the app closes. */
export const runWithApp = (app: FastifyInstance, job: BackgroundJob): void => {
  app.addHook('onReady', async () => job.start());
  app.addHook('onClose', () => job.stop());
};
