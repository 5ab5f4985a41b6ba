import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { LEGAL_PAGES } from '@fotoobraz/domain';
import { PAGE_FOOTER_CLASS, WITHDRAWAL_PATH } from '../../config/constants';

/**
 * Every page's foot: the legal pages and the withdrawal function, which the
 * law wants one click away.
 */
export const Footer = () => {
  const { t } = useTranslation();
  return (
    <Box
      component="footer"
      className={PAGE_FOOTER_CLASS}
      sx={{
        borderTop: 1,
        borderColor: 'divider',
        px: 2,
        py: 3,
        bgcolor: 'background.paper',
      }}
    >
      <Box
        component="nav"
        aria-label={t('legal.footer')}
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'center',
          columnGap: 3,
          rowGap: 1,
        }}
      >
        {LEGAL_PAGES.map((slug) => (
          <Link key={slug} component={RouterLink} to={`/${slug}`} color="text.secondary">
            {t(`legal.pages.${slug}`)}
          </Link>
        ))}
        <Link component={RouterLink} to={WITHDRAWAL_PATH} color="text.secondary">
          {t('legal.withdrawalLink')}
        </Link>
      </Box>
    </Box>
  );
};
