import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { initI18n } from './lib/i18n/i18n';

const root = createRoot(document.getElementById('root')!);

// The texts come first: without them every screen would show raw keys for a moment.
initI18n()
  .catch((error: unknown) => console.error('The Slovak texts could not be loaded', error))
  .finally(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
