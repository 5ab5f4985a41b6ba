import { Navigate, Route, Routes } from 'react-router';
import { NotFound } from '../../components/not-found';
import { MyOrdersPage } from './pages/my-orders-page';
import { PasswordPage } from './pages/password-page';
import { SettingsPage } from './pages/settings-page';

/** /account/*: the signed-in user's own account, loaded on demand. */
const AccountArea = () => (
  <Routes>
    <Route index element={<Navigate to="settings" replace />} />
    <Route path="settings" element={<SettingsPage />} />
    <Route path="password" element={<PasswordPage />} />
    <Route path="orders" element={<MyOrdersPage />} />
    <Route path="*" element={<NotFound />} />
  </Routes>
);

export default AccountArea;
