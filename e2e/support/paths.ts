import { fileURLToPath } from 'node:url';

/** The repository's root folder, whatever the current directory of the test run. */
export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
