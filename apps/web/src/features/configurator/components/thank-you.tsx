import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import ReplayIcon from '@mui/icons-material/Replay';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatEur, groupedIban, slovakDay } from '@fotoobraz/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { refreshBasket } from '../../../lib/basket/basket-api';
import { orderLinesOf, type OrderLine } from '../../../lib/basket/order-lines';
import {
  boughtVouchersOf,
  OrderVouchers,
  spentVouchersOf,
} from '../../../lib/gift-vouchers/order-vouchers';
import { paymentQuery } from '../../../lib/order-documents/payment-api';
import { orderQuery, proformaUrl } from '../api/orders';
import { imageDataUrl } from '../api/types';
import { useWizard } from '../hooks/use-wizard';
import { OrderPickupPoint, orderPickupPointText } from '../../../lib/delivery/order-pickup-point';
import { centsOf } from './price-summary';
import { SideBySide } from '../../../components/side-by-side';

const amountText = (amount: number | string | null | undefined): string => {
  const value = typeof amount === 'string' ? Number(amount.replace(',', '.')) : amount;
  return typeof value === 'number' && Number.isFinite(value) ? formatEur(centsOf(value)) : '';
};

const Row = ({ label, children }: { label: string; children: ReactNode }) => (
  <>
    <Typography component="dt" color="text.secondary" variant="body2">
      {label}
    </Typography>
    <Typography
      component="dd"
      sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere', fontVariantNumeric: 'tabular-nums' }}
    >
      {children}
    </Typography>
  </>
);

/**
 * The heading of a page the customer arrives at after an order or a payment: focused, so a
 * screen reader starts there.
 */
export const ArrivalHeading = ({ id, children }: { id?: string; children: ReactNode }) => {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [children]);
  return (
    <Typography id={id} ref={heading} tabIndex={-1} variant="h4" component="h1" gutterBottom>
      {children}
    </Typography>
  );
};

/** A basket's order: every ordered piece with its copies and price. */
const OrderedLines = ({ lines }: { lines: OrderLine[] }) => {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 2 }}>
      <Typography variant="h6" component="h2" gutterBottom id="ordered-lines">
        {t('basket.lines')}
      </Typography>
      <Box
        component="ol"
        aria-labelledby="ordered-lines"
        sx={{ m: 0, pl: 3, display: 'grid', gap: 0.5 }}
      >
        {lines.map((line) => (
          <li key={line.id}>
            <Box
              sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}
            >
              <span>
                {t('basket.line', {
                  name: line.craftedProduct?.text3 ?? '',
                  copies: line.copies ?? 1,
                })}
              </span>
              <Box component="span" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
                {amountText(line.price)}
              </Box>
            </Box>
          </li>
        ))}
      </Box>
    </Paper>
  );
};

/**
 * After the order (customer spec §2): thanks, the payment details with the PAY by square QR, the
 * pro-forma invoice, and a fresh start.
 */
export const OrderThanks = ({
  orderId,
  email,
  fallbackNumber,
  onAgain,
}: {
  orderId: number | null;
  /** The e-mail the customer typed, until the order's own has loaded. */
  email: string;
  /** The order's number as known before the order has loaded (never the order's row). */
  fallbackNumber: string | number | null;
  onAgain(): void;
}) => {
  const { t } = useTranslation();
  const client = useQueryClient();
  const order = useQuery({ ...orderQuery(orderId ?? 0), enabled: orderId !== null });
  // Paid whole by gift vouchers: there is nothing to transfer, and no QR to show.
  const paid = order.data?.amountDue === 0;
  const payment = useQuery({
    ...paymentQuery(orderId ?? 0),
    enabled: orderId !== null && order.isFetched && !paid,
  });
  // The ordered pieces left the basket with the order: the header's count follows.
  useEffect(() => void refreshBasket(client), [client]);
  const lines = orderLinesOf(order.data);
  // Vouchers alone are mailed, not made: the words about making and shipping don't fit them.
  const vouchersAlone =
    order.data !== undefined && lines.length === 0 && boughtVouchersOf(order.data).length > 0;
  const textKey = paid ? 'textPaid' : vouchersAlone ? 'textVouchers' : 'text';
  const p = payment.data;
  const qr = imageDataUrl(p?.qrPng, 'image/png');

  return (
    <Box component="section" aria-labelledby="thanks-title" sx={{ maxWidth: 880, mx: 'auto' }}>
      <Box sx={{ textAlign: 'center', mb: 3 }}>
        <CheckCircleOutlineIcon color="success" sx={{ fontSize: 64 }} aria-hidden />
        <ArrivalHeading id="thanks-title">{t('configurator.thanks.title')}</ArrivalHeading>
        <Typography color="text.secondary">
          {t(`configurator.thanks.${textKey}`, {
            number: p?.orderNumber ?? order.data?.variableSymbol ?? fallbackNumber ?? '',
            email: order.data?.email ?? email,
          })}
        </Typography>
      </Box>
      {lines.length > 1 && <OrderedLines lines={lines} />}
      {order.data &&
        (spentVouchersOf(order.data).length > 0 || boughtVouchersOf(order.data).length > 0) && (
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 2 }}>
            <OrderVouchers order={order.data} />
          </Paper>
        )}
      {order.data && orderPickupPointText(order.data) && (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 2 }}>
          <Typography variant="h6" component="h2" gutterBottom>
            {t('configurator.thanks.pickupPoint')}
          </Typography>
          <OrderPickupPoint order={order.data} />
        </Paper>
      )}
      {paid ? (
        <>
          <Alert severity="success" sx={{ mb: 2 }}>
            <AlertTitle>{t('giftVoucher.order.paidTitle')}</AlertTitle>
            {t('giftVoucher.order.paid')}
          </Alert>
          <Button variant="contained" startIcon={<ReplayIcon />} onClick={onAgain}>
            {t('configurator.thanks.again')}
          </Button>
        </>
      ) : (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography variant="h6" component="h2" gutterBottom>
            {t('configurator.thanks.payment')}
          </Typography>
          <SideBySide from="sm" columns="minmax(0, 1fr) auto" gap={3}>
            {p ? (
              <Box
                component="dl"
                sx={{
                  display: 'grid',
                  gridTemplateColumns: 'auto minmax(0, 1fr)',
                  columnGap: 2,
                  rowGap: 0.75,
                  m: 0,
                }}
              >
                <Row label={t('configurator.thanks.amount')}>{amountText(p.amount)}</Row>
                {!vouchersAlone &&
                  order.data?.postage !== undefined &&
                  order.data?.postage !== null && (
                    <Row label={t('configurator.thanks.postage')}>
                      {amountText(order.data.postage)}
                    </Row>
                  )}
                <Row label={t('configurator.thanks.iban')}>{groupedIban(p.iban ?? '')}</Row>
                {p.bank && <Row label={t('configurator.thanks.bank')}>{p.bank}</Row>}
                <Row label={t('configurator.thanks.beneficiary')}>{p.beneficiary}</Row>
                <Row label={t('configurator.thanks.variableSymbol')}>{p.variableSymbol}</Row>
                <Row label={t('configurator.thanks.invoice')}>{p.invoiceNumber}</Row>
                <Row label={t('configurator.thanks.dueDate')}>{slovakDay(p.dueDate ?? '')}</Row>
              </Box>
            ) : (
              <Box>
                {Array.from({ length: 6 }, (_, i) => (
                  <Skeleton key={i} height={28} />
                ))}
              </Box>
            )}
            <Box sx={{ textAlign: 'center', justifySelf: 'center' }}>
              {qr ? (
                <Box
                  component="img"
                  src={qr}
                  alt={t('configurator.thanks.qrAlt')}
                  width={200}
                  height={200}
                  sx={{
                    display: 'block',
                    mx: 'auto',
                    imageRendering: 'pixelated',
                    bgcolor: 'white',
                  }}
                />
              ) : (
                <Skeleton variant="rectangular" width={200} height={200} />
              )}
              <Typography variant="caption" color="text.secondary">
                {t('configurator.thanks.qrCaption')}
              </Typography>
            </Box>
          </SideBySide>
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mt: 3 }}>
            <Button
              variant="outlined"
              startIcon={<PictureAsPdfOutlinedIcon />}
              href={proformaUrl(orderId ?? 0)}
              download
            >
              {t('configurator.thanks.proforma')}
            </Button>
            <Button variant="contained" startIcon={<ReplayIcon />} onClick={onAgain}>
              {t('configurator.thanks.again')}
            </Button>
          </Box>
        </Paper>
      )}
      {/* The bought vouchers' own lines say when they go. */}
      {!vouchersAlone && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {t(paid ? 'configurator.thanks.nextPaid' : 'configurator.thanks.next')}
        </Typography>
      )}
    </Box>
  );
};

/** The thank-you of the wizard's own order. */
export const ThankYou = () => {
  const { state, reset } = useWizard();
  return (
    <OrderThanks
      orderId={state.orderId}
      email={state.contact.email}
      fallbackNumber={state.craftedId}
      onAgain={reset}
    />
  );
};
