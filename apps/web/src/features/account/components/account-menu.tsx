import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import LockIcon from '@mui/icons-material/Lock';
import LoginIcon from '@mui/icons-material/Login';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import SettingsIcon from '@mui/icons-material/Settings';
import type { SvgIconComponent } from '@mui/icons-material';
import { useTranslation } from 'react-i18next';
import { MenuButton, type MenuLink } from '../../../components/menu-button';
import { useSession } from '../../../lib/auth/session';

/** A menu entry: where it goes, its key under global.menu.account, its icon. */
type Entry = readonly [to: string, key: string, Icon: SvgIconComponent];

const SIGNED_IN: readonly Entry[] = [
  ['/account/orders', 'orders', ReceiptLongIcon],
  ['/account/settings', 'settings', SettingsIcon],
  ['/account/password', 'password', LockIcon],
  ['/logout', 'logout', LogoutIcon],
];

const VISITOR: readonly Entry[] = [
  ['/login', 'login', LoginIcon],
  ['/register', 'register', PersonAddIcon],
];

/** Sign-in and registration for visitors; orders, settings, password and sign-out once signed in. */
export const AccountMenu = () => {
  const { t } = useTranslation();
  const { status, account } = useSession();
  const items: MenuLink[] = (status === 'authenticated' ? SIGNED_IN : VISITOR).map(
    ([to, key, Icon]) => ({
      to,
      label: t(`global.menu.account.${key}`),
      icon: <Icon fontSize="small" />,
    }),
  );
  return (
    <MenuButton
      label={account?.login ?? t('global.menu.account.main')}
      icon={<AccountCircleIcon />}
      items={items}
    />
  );
};
