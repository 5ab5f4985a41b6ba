import CardGiftcardIcon from '@mui/icons-material/CardGiftcard';
import HomeIcon from '@mui/icons-material/Home';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { APP_VERSION, GIFT_VOUCHER_PATH, HEADER_HEIGHT_PX } from '../../config/constants';
import { AccountMenu } from '../../features/account/components/account-menu';
import { useSession } from '../../lib/auth/session';
import { useProfileInfo } from '../../lib/management-info';
import { BasketLink } from './basket-link';
import { RIBBON_CLEARANCE_PX } from './ribbon';

// Only signed-in users see these menus; the entity menu brings the whole entity model with it.
const EntityMenu = lazy(() => import('../../features/entities/components/entity-menu'));
const AdminMenu = lazy(() => import('../../features/admin/components/admin-menu'));

export const Header = () => {
  const { t } = useTranslation();
  const { status, isAdmin } = useSession();
  const ribbon = Boolean(useProfileInfo()?.ribbonProfile);
  return (
    <AppBar position="fixed" elevation={2}>
      <Toolbar
        sx={{
          minHeight: { xs: HEADER_HEIGHT_PX, sm: HEADER_HEIGHT_PX },
          height: HEADER_HEIGHT_PX,
          // Per breakpoint, or the Toolbar's own gutter for wider screens would win.
          pl: ribbon
            ? { xs: `${RIBBON_CLEARANCE_PX}px`, sm: `${RIBBON_CLEARANCE_PX}px` }
            : undefined,
          gap: { xs: 0, sm: 1 },
        }}
      >
        <Box
          component={Link}
          to="/"
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            color: 'inherit',
            textDecoration: 'none',
            minWidth: 0,
          }}
        >
          <img src="/logo.svg" alt="" width={36} height={36} />
          {/* On phones the version goes under the name, leaving the row to the menus. */}
          <Box
            sx={{
              display: 'flex',
              flexDirection: { xs: 'column', sm: 'row' },
              alignItems: { xs: 'flex-start', sm: 'baseline' },
              columnGap: 1,
              minWidth: 0,
            }}
          >
            <Typography
              variant="h6"
              component="span"
              noWrap
              sx={{ fontWeight: 700, lineHeight: { xs: 1.15, sm: 1.6 }, maxWidth: '100%' }}
            >
              {t('global.title')}
            </Typography>
            <Typography
              variant="caption"
              component="span"
              title={t('global.version', { version: APP_VERSION })}
              sx={{ opacity: 0.85, lineHeight: 1.2 }}
            >
              v{APP_VERSION}
            </Typography>
          </Box>
        </Box>
        <Box
          component="nav"
          aria-label={t('global.mainNavigation')}
          sx={{ display: 'flex', alignItems: 'center', ml: 'auto' }}
        >
          <Button
            color="inherit"
            component={Link}
            to="/"
            aria-label={t('global.menu.home')}
            // The logo already leads home; phones need the room for the other menus.
            sx={{
              display: { xs: 'none', sm: 'inline-flex' },
              minWidth: 0,
              textTransform: 'none',
              fontSize: '1rem',
              px: 1.5,
            }}
          >
            <HomeIcon />
            <Box component="span" sx={{ ml: 0.75, display: { xs: 'none', md: 'inline' } }}>
              {t('global.menu.home')}
            </Box>
          </Button>
          {/* On a phone the gift alone: its name is the link's, read out as any other. */}
          <Button
            color="inherit"
            component={Link}
            to={GIFT_VOUCHER_PATH}
            aria-label={t('global.menu.giftVoucher')}
            sx={{ minWidth: 0, textTransform: 'none', fontSize: '1rem', px: { xs: 1, sm: 1.5 } }}
          >
            <CardGiftcardIcon />
            <Box component="span" sx={{ ml: 0.75, display: { xs: 'none', lg: 'inline' } }}>
              {t('global.menu.giftVoucher')}
            </Box>
          </Button>
          <BasketLink />
          {status === 'authenticated' && (
            <Suspense fallback={null}>
              <EntityMenu />
              {isAdmin && <AdminMenu />}
            </Suspense>
          )}
          <AccountMenu />
        </Box>
      </Toolbar>
    </AppBar>
  );
};
