import type { Page } from 'playwright-core';

/** A customer's line as Chromium's network emulation plays it. */
export interface Uplink {
  upMbit: number;
  downMbit: number;
  latencyMs: number;
}

/** The home line besides the uplink: 40 Mbit/s down, 20 ms latency. */
const HOME_LINE = { downMbit: 40, latencyMs: 20 };

/**
 * `--uplink-mbit 10` (or `--uplink-mbit=10`): the emulated uplink; undefined without it.
 * @example uplinkOption(['--uplink-mbit', '10']) // -> { upMbit: 10, downMbit: 40, latencyMs: 20 }
 */
export const uplinkOption = (args: readonly string[]): Uplink | undefined => {
  const at = args.findIndex((a) => a === '--uplink-mbit' || a.startsWith('--uplink-mbit='));
  if (at < 0) return undefined;
  const value = args[at].includes('=') ? args[at].split('=')[1] : args[at + 1];
  const upMbit = Number(value);
  if (!(upMbit > 0)) throw new Error(`--uplink-mbit wants a positive number, not '${value}'`);
  return { upMbit, ...HOME_LINE };
};

/** Throttles the tab's traffic (uploads included) to `uplink` through the DevTools protocol. */
export const emulateUplink = async (page: Page, uplink: Uplink): Promise<void> => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: uplink.latencyMs,
    downloadThroughput: (uplink.downMbit * 1e6) / 8,
    uploadThroughput: (uplink.upMbit * 1e6) / 8,
  });
};
