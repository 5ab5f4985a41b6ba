import { afterAll, beforeAll } from 'vitest';
import { openBrowser, type TestBrowser } from './browser.ts';
import { makeJpeg } from './photos.ts';
import { startServer, type RunningServer } from './server.ts';

export interface DevShop {
  server: RunningServer;
  /** The customer's photo to upload. */
  photo: Buffer;
  /** Only when asked for with `browser`. */
  browser: TestBrowser;
}

/**
 * The dev profile's shop for one file: the server started, the photo made and, given `browser`,
 * a browser launched, all at once before the file's tests; closed and stopped after them. The
 * fields are filled once the tests run.
 */
export const useDevShop = ({
  photo = () => makeJpeg(3600, 2400),
  browser,
  env,
}: {
  photo?: () => Promise<Buffer>;
  browser?: Parameters<typeof openBrowser>;
  /** Extra environment of the server, read when it starts (after earlier hooks ran). */
  env?: () => Record<string, string>;
} = {}): DevShop => {
  const shop = {} as DevShop;
  beforeAll(async () => {
    const [server, bytes, launched] = await Promise.all([
      startServer({ profile: 'dev', env: env?.() }),
      photo(),
      browser && openBrowser(...browser),
    ]);
    Object.assign(shop, { server, photo: bytes, browser: launched });
  });
  afterAll(async () => {
    await shop.browser?.close();
    await shop.server?.stop();
  });
  return shop;
};

/** A browser for the enclosing `describe`: launched before its tests, closed after them. */
export const useBrowser = (
  ...args: Parameters<typeof openBrowser>
): Pick<TestBrowser, 'newPage'> => {
  let browser: TestBrowser | undefined;
  beforeAll(async () => {
    browser = await openBrowser(...args);
  });
  afterAll(async () => {
    await browser?.close();
  });
  return { newPage: () => browser!.newPage() };
};
