import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import HealthAndSafetyOutlinedIcon from '@mui/icons-material/HealthAndSafetyOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { productsQuery } from '../api/get-catalogue';
import { useShopIdentity } from '../api/get-shop';
import { ManufacturerText } from '../components/product-safety';

/**
 * The basket's safety information (GPSR Art. 19): the manufacturer once for all lines
 * (the shop makes every piece), and each line's warnings folded under its description. The
 * line's own preview and name identify the product.
 */
export const BasketManufacturer = () => {
  const { t } = useTranslation();
  const shop = useShopIdentity();
  return (
    <Box
      component="p"
      data-testid="basket-manufacturer"
      sx={{ m: 0, display: 'flex', gap: 0.75, alignItems: 'flex-start', typography: 'body2' }}
    >
      <HealthAndSafetyOutlinedIcon fontSize="small" color="action" aria-hidden sx={{ mt: '1px' }} />
      <span>
        {t('productSafety.basketManufacturer')}: <ManufacturerText shop={shop} />
      </span>
    </Box>
  );
};

/**
 * One line's warnings, from its product kind's catalogue row, as a disclosure. It is a cell of
 * the line's grid: under the description on a wide screen, across the line on a phone, where the
 * description's column is too narrow to read a paragraph in.
 */
export const BasketLineSafety = ({ productEnum }: { productEnum: string | null | undefined }) => {
  const { t } = useTranslation();
  const { data: products } = useQuery(productsQuery());
  const warnings = products?.find((p) => p.productEnum === productEnum)?.safetyWarnings?.trim();
  if (!warnings) return null;
  return (
    <Box
      component="details"
      data-testid="line-safety"
      sx={{
        gridColumn: { xs: '1 / -1', sm: '2 / 3' },
        typography: 'body2',
        '& > summary': {
          cursor: 'pointer',
          display: 'inline-flex',
          alignItems: 'center',
          gap: 0.5,
          color: 'primary.main',
          listStyle: 'none',
          '&::-webkit-details-marker': { display: 'none' },
        },
        '&[open] > summary svg': { transform: 'rotate(180deg)' },
      }}
    >
      <summary>
        {t('productSafety.lineWarnings')}
        <ExpandMoreIcon fontSize="small" aria-hidden />
      </summary>
      <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'pre-line' }}>
        {warnings}
      </Typography>
    </Box>
  );
};
