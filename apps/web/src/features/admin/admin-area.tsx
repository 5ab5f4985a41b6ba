import { Route } from 'react-router';
import { AreaRoutes } from '../../components/area-routes';
import { AccountingPage } from './accounting/accounting-page';
import { ADMIN_PAGES } from './admin-pages';
import { LegalPagesPage } from './legal-pages/legal-pages-page';
import { BankReviewPage } from './bank/bank-review-page';
import { BankStatementPage } from './bank/bank-statement-page';
import { BankStatementsPage } from './bank/bank-statements-page';
import { GiftVoucherPage } from './gift-vouchers/gift-voucher-page';
import { GiftVouchersPage } from './gift-vouchers/gift-vouchers-page';
import { AuditsPage } from './pages/audits-page';
import { ConfigurationPage } from './pages/configuration-page';
import { DocsPage } from './pages/docs-page';
import { HealthPage } from './pages/health-page';
import { LogsPage } from './pages/logs-page';
import { MetricsPage } from './pages/metrics-page';
import { ThreadDumpPage } from './pages/thread-dump-page';
import { UserManagement } from './user-management/user-management';
import { WithdrawalsPage } from './withdrawals/withdrawals-page';

/**
 * /admin/*: the administration screens, loaded on demand. The thread dump is not in the menu
 * (spec §2 lists the links); the metrics screen leads to it.
 */
const AdminArea = () => (
  <AreaRoutes home={ADMIN_PAGES[0].path}>
    <Route path="user-management/*" element={<UserManagement />} />
    <Route path="metrics" element={<MetricsPage />} />
    <Route path="threaddump" element={<ThreadDumpPage />} />
    <Route path="health" element={<HealthPage />} />
    <Route path="configuration" element={<ConfigurationPage />} />
    <Route path="audits" element={<AuditsPage />} />
    <Route path="logs" element={<LogsPage />} />
    <Route path="docs" element={<DocsPage />} />
    <Route path="legal-pages" element={<LegalPagesPage />} />
    <Route path="bank-statements" element={<BankStatementsPage />} />
    <Route path="bank-statements/:id" element={<BankStatementPage />} />
    <Route path="bank-review" element={<BankReviewPage />} />
    <Route path="accounting" element={<AccountingPage />} />
    <Route path="withdrawals" element={<WithdrawalsPage />} />
    <Route path="gift-vouchers" element={<GiftVouchersPage />} />
    <Route path="gift-vouchers/:id" element={<GiftVoucherPage />} />
  </AreaRoutes>
);

export default AdminArea;
