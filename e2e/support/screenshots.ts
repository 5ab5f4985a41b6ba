import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { ROOT } from './paths.ts';

/** Git-ignored; someone looks at these after a run. */
export const SCREENSHOTS = join(ROOT, 'e2e/screenshots');

/**
 * Saves e2e/screenshots/<name>.png and returns its path. Transitions are finished first, so a
 * menu or toast shows as the user sees it once it has settled.
 */
export const screenshot = async (page: Page, name: string, fullPage = false): Promise<string> => {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const path = join(SCREENSHOTS, `${name}.png`);
  await page.screenshot({ path, fullPage, animations: 'disabled' });
  return path;
};

/**
 * Saves a screenshot as `screenshot` does and keeps a copy for review under
 * docs/screenshots/<folder>/<name>.png, the folder of the issue that changed the screen.
 */
export const keepScreenshot = async (
  page: Page,
  folder: string,
  name: string,
  fullPage = false,
): Promise<void> => {
  const kept = join(ROOT, 'docs/screenshots', folder);
  mkdirSync(kept, { recursive: true });
  copyFileSync(await screenshot(page, name, fullPage), join(kept, `${name}.png`));
};
