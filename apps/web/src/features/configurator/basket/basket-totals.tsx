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
 * What the vouchers pay is computed on: the pieces with their express production and the
 * postage of the chosen hand-over, added up as the order's documents will add them.
 */
export const payableCentsOf = (
  basket: Basket,
  handover: HandoverMethod,
  delivery?: readonly DeliveryOption[],
  pointKind?: PickupPointKind | null,
): { piecesCents: number; postageCents: number; totalCents: number } => {
  const amounts = orderAmounts({
    pieces: basket.items.map((item) => owedPieceOf(item.craftedProduct, item.id)),
    postageCents: postageCents(basket, handover, delivery, pointKind),
    vatPercent: null,
  });
  return {
    piecesCents: amounts.piecesCents,
    postageCents: amounts.postageCents,
    totalCents: amounts.totalCents,
  };
};

/**
 * The pieces together, the postage of the chosen hand-over, the gift vouchers bought, what the
 * order will cost, and, when codes pay part of it, what is left to pay. An order of vouchers
 * alone shows neither pieces nor postage.
 */
export const BasketTotals = ({
  payable,
  vouchersCents = 0,
  paidByCodesCents = 0,
}: {
  payable: ReturnType<typeof payableCentsOf>;
  /** The gift vouchers bought with the order, which no code pays. */
  vouchersCents?: number;
  paidByCodesCents?: number;
}) => {
  const { t } = useTranslation();
  const shipped = payable.piecesCents > 0;
  const totalCents = payable.totalCents + vouchersCents;
  return (
    <Box
      component="dl"
      data-testid="basket-totals"
      sx={{ display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 2, rowGap: 0.5, m: 0 }}
    >
      {shipped && (
        <>
          <Row label={t('basket.itemsTotal')}>{formatEur(payable.piecesCents)}</Row>
          <Row label={t('basket.postage')}>{formatEur(payable.postageCents)}</Row>
        </>
      )}
      {vouchersCents > 0 && <Row label={t('basket.vouchersTotal')}>{formatEur(vouchersCents)}</Row>}
      <Row label={t('basket.total')} strong={paidByCodesCents === 0}>
        {formatEur(totalCents)}
      </Row>
      {paidByCodesCents > 0 && (
        <>
          <Row label={t('basket.voucherPaid')}>−{formatEur(paidByCodesCents)}</Row>
          <Row label={t('basket.toPay')} strong>
            {formatEur(totalCents - paidByCodesCents)}
          </Row>
        </>
      )}
    </Box>
  );
};
