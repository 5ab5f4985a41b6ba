import { afterAll, beforeAll } from 'vitest';
import { apiAs, type Api } from './api.ts';
import { openBrowser, type TestBrowser } from './browser.ts';
import { startServer, type RunningServer } from './server.ts';

export interface Backoffice {
  server: RunningServer;
  browser: TestBrowser;
  admin: Api;
  stop(): Promise<void>;
}

/** The real server with the demo catalogue, Chromium at 1400 x 900, and the API as admin. */
export const startBackoffice = async (): Promise<Backoffice> => {
  const server = await startServer({ profile: 'dev' });
  const browser = await openBrowser({ width: 1400, height: 900 }).catch(async (error: unknown) => {
    await server.stop();
    throw error;
  });
  return {
    server,
    browser,
    admin: await apiAs(server.url, 'admin'),
    stop: async () => {
      await browser.close();
      await server.stop();
    },
  };
};

/**
 * The back-office of one test file: started before its tests and stopped after them. The object
 * is filled in when it has started, so read it inside hooks and tests.
 */
export const backofficeForFile = (): Backoffice => {
  const backoffice = {} as Backoffice;
  beforeAll(async () => {
    Object.assign(backoffice, await startBackoffice());
  });
  afterAll(() => backoffice.stop?.());
  return backoffice;
};
