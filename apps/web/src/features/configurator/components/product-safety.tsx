import HealthAndSafetyOutlinedIcon from '@mui/icons-material/HealthAndSafetyOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { postalAddressOf, type ShopIdentity } from '@fotoobraz/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useShopIdentity } from '../api/get-shop';

/** The manufacturer on one line: name, postal address, e-mail as a link (GPSR Art. 19(a)). */
export const ManufacturerText = ({ shop }: { shop: ShopIdentity | undefined }) => {
  if (!shop) return <Skeleton variant="text" width="80%" sx={{ display: 'inline-block' }} />;
  const address = postalAddressOf(shop);
  return (
    <>
      <Box component="strong" sx={{ fontWeight: 600 }}>
        {shop.name}
      </Box>
      {address && `, ${address}`}
      {shop.email && (
        <>
          {', '}
          <Link href={`mailto:${shop.email}`}>{shop.email}</Link>
        </>
      )}
    </>
  );
};

/** The part of a product the safety information identifies it by (GPSR Art. 19(b) and (c)). */
export interface SafetyProduct {
  name?: string | null;
  productEnum?: string | null;
  safetyWarnings?: string | null;
}

const TERM_SX = { fontWeight: 600, color: 'text.secondary' } as const;

/**
 * 'Informácie o bezpečnosti výrobku' on the product step (GPSR, Regulation (EU) 2023/988
 * Art. 19): who makes the piece and where to reach them, which product it is with its picture,
 * and the product's warnings. All of it stays in view, as Art. 19 asks for a clear and visible
 * indication; the box keeps it small beside the choices.
 */
export const ProductSafety = ({
  product,
  pictureUrl,
  motif,
}: {
  product: SafetyProduct;
  /** The product's thumbnail. */
  pictureUrl?: string;
  /** The edition the piece is made of, which identifies it further. */
  motif?: string;
}) => {
  const { t } = useTranslation();
  const shop = useShopIdentity();
  const titleId = useId();
  const warnings = product.safetyWarnings?.trim();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={titleId}
      data-testid="product-safety"
      sx={{ p: { xs: 1.5, sm: 2 }, bgcolor: 'grey.50' }}
    >
      <Typography
        id={titleId}
        variant="subtitle2"
        component="h2"
        sx={{ display: 'flex', alignItems: 'center', gap: 0.75, mb: 1, fontWeight: 700 }}
      >
        <HealthAndSafetyOutlinedIcon fontSize="small" color="action" aria-hidden />
        {t('productSafety.title')}
      </Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'max-content minmax(0, 1fr)' },
          columnGap: 2,
          rowGap: { xs: 0.25, sm: 1 },
          typography: 'body2',
          '& dd': { m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' },
        }}
      >
        <Box component="dt" sx={TERM_SX}>
          {t('productSafety.manufacturer')}
        </Box>
        <dd>
          <ManufacturerText shop={shop} />
        </dd>
        <Box component="dt" sx={TERM_SX}>
          {t('productSafety.product')}
        </Box>
        <Box component="dd" sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          {pictureUrl && (
            <Box
              component="img"
              src={pictureUrl}
              alt={t('productSafety.pictureAlt', { name: product.name ?? '' })}
              width={56}
              height={42}
              sx={{ objectFit: 'cover', borderRadius: 0.5, flexShrink: 0, bgcolor: 'grey.200' }}
            />
          )}
          <span>
            {product.name}
            {product.productEnum && (
              <Box component="span" sx={{ color: 'text.secondary' }}>
                {' · '}
                {t('productSafety.kind', { kind: product.productEnum })}
              </Box>
            )}
            {motif && (
              <Box component="span" sx={{ color: 'text.secondary', display: 'block' }}>
                {t('productSafety.motif', { motif })}
              </Box>
            )}
          </span>
        </Box>
        <Box component="dt" sx={TERM_SX}>
          {t('productSafety.warnings')}
        </Box>
        <Box component="dd" sx={{ whiteSpace: 'pre-line' }}>
          {warnings || t('productSafety.noWarnings')}
        </Box>
      </Box>
    </Paper>
  );
};
