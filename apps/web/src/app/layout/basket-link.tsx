import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBasket } from '../../lib/basket/basket-api';
import { useGiftVouchers } from '../../lib/gift-vouchers/voucher-storage';

/**
 * 'Košík' in the header with the number of items on the icon; the link's name says the number
 * in words ('Košík, 2 položky'). The digits are drawn by CSS, not as text, so the text the link
 * shows is exactly the start of its name (WCAG's label in name).
 */
export const BasketLink = () => {
  const { t } = useTranslation();
  const { basket } = useBasket();
  // The gift vouchers wait in the browser, beside the server's pieces, and count as items too.
  const count = (basket?.count ?? 0) + useGiftVouchers().length;
  return (
    <Button
      color="inherit"
      component={Link}
      to="/kosik"
      aria-label={t('basket.link', { count })}
      sx={{ minWidth: 0, textTransform: 'none', fontSize: '1rem', px: 1.5 }}
    >
      <Box component="span" sx={{ position: 'relative', display: 'inline-flex' }}>
        <ShoppingCartOutlinedIcon />
        {count > 0 && (
          <Box
            component="span"
            data-testid="basket-count"
            data-count={count}
            sx={{
              position: 'absolute',
              top: -8,
              right: -10,
              minWidth: 20,
              height: 20,
              px: 0.5,
              borderRadius: 10,
              // White on the walnut header, walnut digits: well over WCAG's 4.5:1 both ways.
              bgcolor: 'common.white',
              color: 'primary.main',
              fontSize: '0.75rem',
              fontWeight: 700,
              lineHeight: '20px',
              textAlign: 'center',
              '&::after': { content: 'attr(data-count)' },
            }}
          />
        )}
      </Box>
      <Box component="span" sx={{ ml: 1, display: { xs: 'none', md: 'inline' } }}>
        {t('basket.title')}
      </Box>
    </Button>
  );
};
