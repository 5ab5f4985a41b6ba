import { fileURLToPath } from 'node:url';

/**
 * Files the server reads from its own folder, apps/server. The paths are taken from this file,
 * which sits at the depth of the built bundle (`apps/server/dist/bundle/`), so they hold for the
 * sources and for `npm start` alike; a module deeper in the tree could not climb the same way.
 */

/** Where the rooms' SVG files are: `apps/server/assets/interiors/`. */
export const INTERIOR_ASSETS = fileURLToPath(new URL('../../assets/interiors/', import.meta.url));

/** The fixture feed of the dev profile: Packeta's format, a few towns' points. */
export const DEV_FIXTURE_FEED = new URL(
  '../../src/db/seed/packeta-points.sk.json',
  import.meta.url,
);
