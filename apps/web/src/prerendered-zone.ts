/**
 * The prerendered home page's photo zone works before the app has taken the page over: index.html's
 * inline script (build/prerender-home.ts) opens the zone's file chooser on a click or a key on it
 * until the zone marks itself live, and the zone then takes up a photo chosen meanwhile. Without
 * it a customer's first tap, or Enter, on 'Vybrať fotografiu' was lost while the app's code was
 * still on its way.
 */
export const PHOTO_ZONE_ATTRIBUTE = 'data-photo-zone';
/** Set on the zone once React handles its clicks: the inline script leaves them alone then. */
export const LIVE_ATTRIBUTE = 'data-live';
