import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  formatEur,
  orderAmounts,
  owedPieceOf,
  type DeliveryOption,
  type PickupPointKind,
} from '@fotoobraz/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Basket } from '../../../lib/basket/basket-api';
import type { HandoverMethod } from '../api/types';
import { centsOf } from '../components/price-summary';
import { handoverChoice } from '../delivery/delivery-choices';

/**
 * The postage of the basket's order for the chosen hand-over, by the delivery rule (`delivery`,
 * once per order; a pick-up point's by the chosen point's kind, as the order is charged); while
 * it loads, what the server priced the courier at.
 * @example postageCents({ courierPostage: 4.9 }, 'KURIER') // -> 490
 */
export const postageCents = (
  basket: Pick<Basket, 'courierPostage'>,
  handover: HandoverMethod,
  delivery?: readonly DeliveryOption[],
  pointKind?: PickupPointKind | null,
) =>
  delivery
    ? (handoverChoice(delivery, handover, pointKind).postageCents ?? 0)
    : handover === 'KURIER'
      ? centsOf(basket.courierPostage)
      : 0;

const Row = ({
  label,
  children,
  strong,
}: {
  label: string;
  children: ReactNode;
  strong?: boolean;
}) => (
  <>
    <Typography component="dt" sx={{ fontWeight: strong ? 700 : 400 }}>
      {label}
    </Typography>
    <Typography
      component="dd"
      sx={{
        m: 0,
        textAlign: 'right',
        fontWeight: strong ? 700 : 600,
        fontSize: strong ? '1.25rem' : undefined,
        fontVariantNumeric: 'tabular-nums',
      }}
    >
      {children}
    </Typography>
  </>
);

/**
 * The pieces together, the postage of the chosen hand-over, and what the order will cost, added
 * up as the order's documents will add them (orderAmounts).
 */
export const BasketTotals = ({
  basket,
  handover,
  delivery,
  pointKind,
}: {
  basket: Basket;
  handover: HandoverMethod;
  delivery?: readonly DeliveryOption[];
  /** The chosen pick-up point's kind, once one is chosen. */
  pointKind?: PickupPointKind | null;
}) => {
  const { t } = useTranslation();
  const amounts = orderAmounts({
    pieces: basket.items.map((item) => owedPieceOf(item.craftedProduct, item.id)),
    postageCents: postageCents(basket, handover, delivery, pointKind),
    vatPercent: null,
  });
  return (
    <Box
      component="dl"
      data-testid="basket-totals"
      sx={{ display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 2, rowGap: 0.5, m: 0 }}
    >
      <Row label={t('basket.itemsTotal')}>{formatEur(amounts.piecesCents)}</Row>
      <Row label={t('basket.postage')}>{formatEur(amounts.postageCents)}</Row>
      <Row label={t('basket.total')} strong>
        {formatEur(amounts.totalCents)}
      </Row>
    </Box>
  );
};
