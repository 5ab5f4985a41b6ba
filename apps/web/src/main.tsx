import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { initI18n } from './lib/i18n/i18n';

declare global {
  interface Window {
    /** Set by index.html when the root holds the prerendered home page (build/prerender-home.ts). */
    fotoobrazPrerendered?: boolean;
  }
}

// The texts are part of the bundle: i18next is ready synchronously, before the first render.
void initI18n();
const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// The prerendered home page is already on screen: React takes it over in a transition, in short
// slices between which the phone stays responsive, instead of in one long task.
if (window.fotoobrazPrerendered) startTransition(() => void hydrateRoot(root, app));
else createRoot(root).render(app);
