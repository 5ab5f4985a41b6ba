import { createServer, type Plugin } from 'vite';
import { LIVE_ATTRIBUTE, PHOTO_ZONE_ATTRIBUTE } from '../src/prerendered-zone';

/** index.html's entry script and the preloads of its imports, as Vite writes them. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * In <head>: whether the prerendered home page is what this visit shows. It is what a first
 * visitor to `/` sees; anywhere else (another route, a wizard already under way in this tab, a
 * signed-in user) the page waits for the app as before.
 */
const headScript =
  `(function(){var home=false;try{home=location.pathname==='/'&&!location.search&&` +
  `!sessionStorage.getItem('fotoobraz.configurator')&&` +
  `!sessionStorage.getItem('jhi-authenticationToken')&&!localStorage.getItem('jhi-authenticationToken')}catch(e){}` +
  `window.fotoobrazPrerendered=home})()`;

/**
 * Under the prerendered page, until the app has taken the photo zone over: a click on the zone (a
 * tap, or Enter or Space on its button) opens the file chooser natively, within the customer's
 * own gesture as the browser requires (src/prerendered-zone.ts).
 */
const zoneScript =
  `document.addEventListener('click',function(e){` +
  `var zone=e.target.closest&&e.target.closest('[${PHOTO_ZONE_ATTRIBUTE}]');` +
  `if(!zone||zone.hasAttribute('${LIVE_ATTRIBUTE}'))return;` +
  `var input=zone.querySelector('input[type=file]');if(input&&e.target!==input)input.click()});`;

/**
 * Right after the root: takes the prerendered page out before the first paint where it is not
 * the one to show, and starts the app: there at once; under the prerendered page, once the page
 * has painted whole (its first contentful paint, then a frame after the root was parsed whole),
 * at low priority. The app's modules are asked for only then, all at once (modulepreload): asked
 * for earlier, fetching and compiling them held the page's first paint back by a tenth of a
 * second or more on a slow phone, and the page is already there without them.
 */
const bodyScript = (entry: string, modules: string[]) =>
  `(function(){var home=window.fotoobrazPrerendered,started=false;function start(){if(started)return;` +
  `started=true;${JSON.stringify(modules)}.forEach(function(href){` +
  `var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';` +
  `if(home)l.fetchPriority='low';l.href=href;document.head.appendChild(l)});` +
  `var s=document.createElement('script');s.type='module';s.crossOrigin='';` +
  `if(home)s.fetchPriority='low';s.src=${JSON.stringify(entry)};document.head.appendChild(s)}` +
  `if(!home){document.getElementById('root').replaceChildren();start();return}` +
  zoneScript +
  `if(document.visibilityState!=='visible'||!window.PerformanceObserver){start();return}` +
  `new PerformanceObserver(function(list){if(list.getEntriesByName('first-contentful-paint').length)` +
  `requestAnimationFrame(function(){setTimeout(start,0)})}).observe({type:'paint',buffered:true});` +
  `setTimeout(start,1000)})()`;

/**
 * `vite build` writes the home page's HTML and its styles into index.html (src/prerender.tsx),
 * rendered by a throw-away Vite server in SSR mode from the same sources as the bundle. Its
 * two inline scripts are the only ones; the server allows them by their hashes (CSP,
 * web.routes.ts).
 */
export const prerenderHome = (): Plugin => ({
  name: 'fotoobraz:prerender-home',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: async (html) => {
      const entry = ENTRY_SCRIPT.exec(html)?.[1];
      if (!entry) throw new Error('index.html has no entry script to start');
      const server = await createServer({
        configFile: false,
        root: import.meta.dirname + '/..',
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, watch: null },
      });
      try {
        const { renderHome } = (await server.ssrLoadModule(
          '/src/prerender.tsx',
        )) as typeof import('../src/prerender');
        const home = await renderHome();
        const modules = [...html.matchAll(MODULE_PRELOAD)].map(([, href]) => href);
        return html
          .replace(ENTRY_SCRIPT, `<script>${headScript}</script>`)
          .replace(MODULE_PRELOAD, '')
          .replace('</head>', `${home.styles}</head>`)
          .replace(
            '<div id="root"></div>',
            `<div id="root">${home.html}</div><script>${bodyScript(entry, modules)}</script>`,
          );
      } finally {
        await server.close();
      }
    },
  },
});
