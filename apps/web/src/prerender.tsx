// The home page as a first visitor sees it, rendered to HTML at build time (vite.config.ts puts it
// into dist/index.html): the phone paints the page before its scripts have arrived, and React
// renders over it once they have (main.tsx). Nothing here runs in the browser.
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppRoutes } from './app/app';
import { Providers } from './app/providers';
import { createQueryClient } from './app/query-client';
import { initI18n } from './lib/i18n/i18n';

export interface Prerendered {
  html: string;
  /** One <style> element in emotion's own form, which its browser cache adopts instead of re-inserting. */
  styles: string;
}

export const renderHome = async (): Promise<Prerendered> => {
  await initI18n();
  // MUI's default cache key, so that the browser's emotion takes these styles over.
  const cache = createCache({ key: 'css' });
  const { extractCritical } = createEmotionServer(cache);
  const { html, css, ids } = extractCritical(
    renderToString(
      <CacheProvider value={cache}>
        <Providers queryClient={createQueryClient()}>
          <StaticRouter location="/">
            <AppRoutes />
          </StaticRouter>
        </Providers>
      </CacheProvider>,
    ),
  );
  return { html, styles: `<style data-emotion="css ${ids.join(' ')}">${css}</style>` };
};
