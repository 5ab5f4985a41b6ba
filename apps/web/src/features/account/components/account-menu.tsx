import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import LockIcon from '@mui/icons-material/Lock';
import LoginIcon from '@mui/icons-material/Login';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import SettingsIcon from '@mui/icons-material/Settings';
import { useTranslation } from 'react-i18next';
import { MenuButton, type MenuLink } from '../../../components/menu-button';
import { useSession } from '../../../lib/auth/session';

/** Sign-in and registration for visitors; orders, settings, password and sign-out once signed in. */
export const AccountMenu = () => {
  const { t } = useTranslation();
  const { status, account } = useSession();
  const items: MenuLink[] =
    status === 'authenticated'
      ? [
          {
            to: '/account/orders',
            label: t('global.menu.account.orders'),
            icon: <ReceiptLongIcon fontSize="small" />,
          },
          {
            to: '/account/settings',
            label: t('global.menu.account.settings'),
            icon: <SettingsIcon fontSize="small" />,
          },
          {
            to: '/account/password',
            label: t('global.menu.account.password'),
            icon: <LockIcon fontSize="small" />,
          },
          {
            to: '/logout',
            label: t('global.menu.account.logout'),
            icon: <LogoutIcon fontSize="small" />,
          },
        ]
      : [
          {
            to: '/login',
            label: t('global.menu.account.login'),
            icon: <LoginIcon fontSize="small" />,
          },
          {
            to: '/register',
            label: t('global.menu.account.register'),
            icon: <PersonAddIcon fontSize="small" />,
          },
        ];
  return (
    <MenuButton
      label={account?.login ?? t('global.menu.account.main')}
      icon={<AccountCircleIcon />}
      items={items}
    />
  );
};
