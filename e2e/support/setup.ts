import { afterAll } from 'vitest';
import { closeFileChromium } from './browser.ts';

// The windows of a file share one Chromium, which ends with the file.
afterAll(closeFileChromium);
