import { Route } from 'react-router';
import { AreaRoutes } from '../../components/area-routes';
import { MyOrdersPage } from './pages/my-orders-page';
import { PasswordPage } from './pages/password-page';
import { SettingsPage } from './pages/settings-page';

/** /account/*: the signed-in user's own account, loaded on demand. */
const AccountArea = () => (
  <AreaRoutes home="settings">
    <Route path="settings" element={<SettingsPage />} />
    <Route path="password" element={<PasswordPage />} />
    <Route path="orders" element={<MyOrdersPage />} />
  </AreaRoutes>
);

export default AccountArea;
