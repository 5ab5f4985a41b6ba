import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatEur } from '@fotoobraz/domain';
import { useTranslation } from 'react-i18next';
import type { CraftedProduct } from '../api/types';
import { memo } from 'react';

export const centsOf = (euros: number): number => Math.round(euros * 100);

/** A struck-through original price shows only when a promotion lowers the price. */
export const promotionApplies = (crafted: CraftedProduct): boolean =>
  crafted.totalPrice !== null && centsOf(crafted.totalPrice) > centsOf(crafted.price);

/**
 * The piece's price as the server computed it: final, with VAT and packaging (customer spec §1);
 * the original price struck through when a promotion applies, with the lowest price of the 30
 * days before it (Omnibus). While a change is being saved its
 * expected price shows instead, without the original price, which is not known until then.
 */
export const PriceSummary = memo(
  ({
    crafted,
    expectedCents = null,
  }: {
    crafted: CraftedProduct | null;
    expectedCents?: number | null;
  }) => {
    const { t } = useTranslation();
    const savedCents = crafted ? centsOf(crafted.price) : null;
    const expecting = expectedCents !== null && expectedCents !== savedCents;
    return (
      <Box>
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1.5, flexWrap: 'wrap' }}>
          <Typography component="span" color="text.secondary">
            {t('configurator.price.label')}
          </Typography>
          {crafted ? (
            <>
              <Typography
                component="span"
                variant="h4"
                data-testid="price"
                sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
              >
                {formatEur(expecting ? expectedCents : centsOf(crafted.price))}
              </Typography>
              {!expecting && promotionApplies(crafted) && (
                <Typography
                  component="del"
                  color="text.secondary"
                  aria-label={t('configurator.price.original', {
                    price: formatEur(centsOf(crafted.totalPrice ?? 0)),
                  })}
                  sx={{ fontSize: '1.125rem' }}
                >
                  {formatEur(centsOf(crafted.totalPrice ?? 0))}
                </Typography>
              )}
            </>
          ) : (
            <Skeleton variant="text" width={120} sx={{ fontSize: '2.1rem' }} />
          )}
        </Box>
        {crafted &&
          !expecting &&
          promotionApplies(crafted) &&
          crafted.lowestPrice30Days != null && (
            // Omnibus: a promotion states the lowest price of the 30 days before it began.
            <Typography variant="body2" data-testid="lowest-price-30-days">
              {t('configurator.price.lowest30Days', {
                price: formatEur(centsOf(crafted.lowestPrice30Days)),
              })}
            </Typography>
          )}
        <Typography variant="body2" color="text.secondary">
          {t('configurator.price.note')}
        </Typography>
      </Box>
    );
  },
);
