import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBasket } from '../../lib/basket/basket-api';

/** 'Košík' in the header with the number of items; the name says the number too. */
export const BasketLink = () => {
  const { t } = useTranslation();
  const { basket } = useBasket();
  const count = basket?.count ?? 0;
  return (
    <Button
      color="inherit"
      component={Link}
      to="/kosik"
      aria-label={t('basket.link', { count })}
      sx={{ minWidth: 0, textTransform: 'none', fontSize: '1rem', px: 1.5 }}
    >
      <Badge
        badgeContent={count}
        overlap="circular"
        data-testid="basket-count"
        // White on the walnut header, walnut digits: well over WCAG's 4.5:1 both ways.
        sx={{
          '& .MuiBadge-badge': { fontWeight: 700, bgcolor: 'common.white', color: 'primary.main' },
        }}
      >
        <ShoppingCartOutlinedIcon />
      </Badge>
      <Box component="span" sx={{ ml: 0.75, display: { xs: 'none', md: 'inline' } }}>
        {t('basket.title')}
      </Box>
    </Button>
  );
};
