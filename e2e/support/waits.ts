/**
 * How long a browser test waits for the state it expects before it gives up: a window (each
 * context's default, e2e/support/browser.ts) and an `expect.poll` (the e2e project's default,
 * vitest.config.ts). Playwright's own is 30 s and vitest's poll 1 s: a page on a busy machine
 * takes many times longer, and a short wait failed tests that were right. It stays below the
 * e2e project's testTimeout, the one guard against a hang, so that a state that never comes
 * fails with an account of what was there.
 */
export const STATE_WAIT_MS = 100_000;
