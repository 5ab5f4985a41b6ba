import type { ProfileInfo } from '../../lib/management-info';

export interface AdminPage {
  path: string;
  titleKey: string;
  /** Whether the page exists for this server (API docs). */
  available?: (profile: ProfileInfo | undefined) => boolean;
}

/** The administration links of the back-office spec §2, under /admin. */
export const ADMIN_PAGES: readonly AdminPage[] = [
  { path: 'user-management', titleKey: 'global.menu.admin.userManagement' },
  { path: 'metrics', titleKey: 'global.menu.admin.metrics' },
  { path: 'health', titleKey: 'global.menu.admin.health' },
  { path: 'configuration', titleKey: 'global.menu.admin.configuration' },
  { path: 'audits', titleKey: 'global.menu.admin.audits' },
  { path: 'logs', titleKey: 'global.menu.admin.logs' },
  {
    path: 'docs',
    titleKey: 'global.menu.admin.docs',
    available: (profile) => profile?.apiDocsEnabled === true,
  },
  // No database console link (spec §2 offers one outside production): the server has none.
];

export const availableAdminPages = (profile: ProfileInfo | undefined): AdminPage[] =>
  ADMIN_PAGES.filter((page) => page.available?.(profile) ?? true);
