import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import { useTranslation } from 'react-i18next';
import { MenuButton } from '../../../components/menu-button';
import { useProfileInfo } from '../../../lib/management-info';
import { availableAdminPages } from '../admin-pages';

/** The header's administration menu; loaded only for administrators. */
const AdminMenu = () => {
  const { t } = useTranslation();
  const items = availableAdminPages(useProfileInfo()).map((page) => ({
    to: `/admin/${page.path}`,
    label: t(page.titleKey),
  }));
  return (
    <MenuButton
      label={t('global.menu.admin.main')}
      icon={<AdminPanelSettingsIcon />}
      items={items}
    />
  );
};

export default AdminMenu;
