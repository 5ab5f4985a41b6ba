import type { Authority } from '@fotoobraz/domain';

export const APP_VERSION = '1.4.1';

/** The only locale (customer spec §1); a language switcher appears only once there are more. */
export const LOCALES = ['sk'] as const;

/** Customer spec §9. */
export const REQUEST_TIMEOUT_MS = 60_000;
export const LAZY_AREA_TIMEOUT_MS = 120_000;

/** Space between the fixed header's top edge and the page content (both specs §2). */
export const PAGE_TOP_PADDING_PX = 60;

/** The fixed header's height at every screen width: under the 60 px, so nothing hides behind it. */
export const HEADER_HEIGHT_PX = 56;

/** Storage key of the bearer token (back-office spec §7). */
export const TOKEN_KEY = 'jhi-authenticationToken';

export const ROLE_ADMIN: Authority = 'ROLE_ADMIN';
export const ROLE_USER: Authority = 'ROLE_USER';

/** The shop's page of limited editions, linked from the home page's image button. */
export const EDITION_PAGE_URL = 'https://www.fotoobraz.sk/edicie';

/** The withdrawal function, linked from every page's footer, every order and mail. */
export const WITHDRAWAL_PATH = '/odstupenie-od-zmluvy';

/** The page that sells gift vouchers, under its Slovak name as the shop's other customer pages. */
export const GIFT_VOUCHER_PATH = '/darcekova-poukazka';

/**
 * The class of every page's footer (the legal links): the wizard's fixed bar makes room below it.
 */
export const PAGE_FOOTER_CLASS = 'page-footer';
