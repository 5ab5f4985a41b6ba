import type { ProfileInfo } from '../../lib/management-info';

export interface AdminPage {
  path: string;
  titleKey: string;
  /** Whether the page exists for this server (API docs). */
  available?: (profile: ProfileInfo | undefined) => boolean;
}

const page = (path: string, key: string, available?: AdminPage['available']): AdminPage => ({
  path,
  titleKey: `global.menu.admin.${key}`,
  available,
});

/** The administration links of the back-office spec §2, under /admin, and the bank screens. */
export const ADMIN_PAGES: readonly AdminPage[] = [
  page('user-management', 'userManagement'),
  page('metrics', 'metrics'),
  page('health', 'health'),
  page('configuration', 'configuration'),
  page('audits', 'audits'),
  page('logs', 'logs'),
  page('docs', 'docs', (profile) => profile?.apiDocsEnabled === true),
  // Beyond the spec's links: the shop's legal pages.
  page('legal-pages', 'legalPages'),
  // Payments: the owner's bank statements and the payments waiting for review.
  page('bank-statements', 'bankStatements'),
  page('bank-review', 'bankReview'),
  // Withdrawals from distance contracts: received goods, credit notes and refunds.
  page('withdrawals', 'withdrawals'),
  // Gift vouchers: those sold and those the owner gave, their uses, blocks and extensions.
  page('gift-vouchers', 'giftVouchers'),
  // The accountant's monthly export: not in spec §2, the owner's own back-office work.
  page('accounting', 'accounting'),
  // No database console link (spec §2 offers one outside production): the server has none.
];

export const availableAdminPages = (profile: ProfileInfo | undefined): AdminPage[] =>
  ADMIN_PAGES.filter((page) => page.available?.(profile) ?? true);
