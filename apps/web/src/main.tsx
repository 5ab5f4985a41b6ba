import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadResumedPreview } from './features/configurator/model/preview-source';
import { initI18n } from './lib/i18n/i18n';

declare global {
  interface Window {
    /** Set by index.html when the root holds the prerendered home page (build/prerender-home.ts). */
    fotoobrazPrerendered?: boolean;
  }
}

preloadResumedPreview();
// The texts are part of the bundle: i18next is ready synchronously, before the first render.
void initI18n();
const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// The first render is a transition, done in short slices between which the phone stays
// responsive instead of in one long task: the prerendered home page is already on screen and
// React takes it over; elsewhere it renders into the empty root.
startTransition(() => {
  if (window.fotoobrazPrerendered) hydrateRoot(root, app);
  else createRoot(root).render(app);
});
