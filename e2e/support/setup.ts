import { afterAll, beforeEach } from 'vitest';
import { accountOfOpenPages, closeFileChromium } from './browser.ts';

// A failed test says what its pages showed and logged: on a busy CI machine a wait that timed
// out is otherwise all there is to read.
beforeEach(({ onTestFailed }) => {
  onTestFailed(async () => {
    const account = await accountOfOpenPages();
    if (account) console.error(`What the open pages showed when the test failed:\n${account}`);
  });
});

// The windows of a file share one Chromium, which ends with the file.
afterAll(closeFileChromium);
