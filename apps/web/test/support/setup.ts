import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import sk from '../../public/i18n/sk.json';
import { initI18n } from '../../src/lib/i18n/i18n';

// The real Slovak texts: tests read what a customer reads.
await initI18n({ sk: { translation: sk } });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
