import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import {
  dispatchDayText,
  isOrderStatus,
  ORDER_STATUS_LABELS,
  orderNumberOf,
  type OrderStatus,
} from '@fotoobraz/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { OrderArticle } from '../../../components/order-article';
import { WITHDRAWAL_PATH } from '../../../config/constants';
import { useDownload } from '../../../lib/api/use-download';
import { proformaPath, type MyOrder } from '../api/my-orders';
import { formatAmount, formatDateTime } from '../model/order-format';
import { OrderDocumentList } from '../../../lib/order-documents/order-document-list';
import { orderLinesOf } from '../../../lib/basket/order-lines';
import { OrderVouchers } from '../../../lib/gift-vouchers/order-vouchers';
import { orderPickupPointText } from '../../../lib/delivery/order-pickup-point';
import { FactList } from './fact-list';
import { OrderLines, WithdrawalWording } from './order-lines';
import { ReorderButton } from './reorder-button';
import { OrderPacketLine } from './order-packet-line';
import { OrderPayment } from './order-payment';
import { PayByCardButton } from './pay-by-card-button';
import { OrderPreview } from './order-preview';

const STATUS_COLOUR: Record<OrderStatus, ChipProps['color']> = {
  POTVRDENA: 'warning',
  ZAPLATENA: 'info',
  VO_VYROBE: 'info',
  ODOSLANA: 'primary',
  VYBAVENA: 'success',
  ZRUSENA: 'default',
};

/** The promised dispatch day counts until the order leaves: not once sent, done or cancelled. */
const awaitsDispatch = (status: OrderStatus | undefined): boolean =>
  status === 'POTVRDENA' || status === 'ZAPLATENA' || status === 'VO_VYROBE';

/**
 * One of my orders: preview, status, date, price, the invoice, and how to pay while unpaid (by
 * transfer, and by card when it was ordered so).
 */
export const OrderCard = ({ order }: { order: MyOrder }) => {
  const { t } = useTranslation();
  const headingId = useId();
  const proforma = useDownload();
  const number = orderNumberOf(order);
  const status = isOrderStatus(order.status) ? order.status : undefined;
  const lines = orderLinesOf(order);

  return (
    <OrderArticle
      headingId={headingId}
      columns={{ xs: '1fr', sm: '160px 1fr', lg: '160px 1fr auto' }}
    >
      <OrderPreview
        craftedProductId={order.craftedProduct?.id}
        hasPreview={Boolean(order.craftedProduct?.previewThumbContentType)}
        alt={t('account.orders.previewAlt', { number })}
      />
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography id={headingId} variant="h6" component="h2">
            {t('account.orders.number', { number })}
          </Typography>
          <Chip
            size="small"
            label={status ? ORDER_STATUS_LABELS[status] : order.status}
            color={status ? STATUS_COLOUR[status] : 'default'}
          />
        </Box>
        {lines.length > 1 ? (
          <OrderLines lines={lines} />
        ) : (
          <Box>
            {order.craftedProduct?.text1 && <Typography>{order.craftedProduct.text1}</Typography>}
            <WithdrawalWording reason={lines[0]?.withdrawalReason} />
          </Box>
        )}
        <FactList
          facts={[
            { label: t('account.orders.date'), value: formatDateTime(order.orderDate) },
            {
              label: t('account.orders.dispatch'),
              value:
                awaitsDispatch(status) && order.dispatchDate
                  ? dispatchDayText(order.dispatchDate)
                  : null,
            },
            { label: t('account.orders.total'), value: formatAmount(order.totalAmount) },
            { label: t('account.orders.postage'), value: formatAmount(order.postage) },
            { label: t('account.orders.pickupPoint'), value: orderPickupPointText(order) },
            { label: t('account.orders.invoice'), value: order.invoiceNumber },
          ]}
        />
        <OrderVouchers order={order} />
        {order.packet && <OrderPacketLine packet={order.packet} />}
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {status === 'POTVRDENA' && order.paymentMethod === 'KARTA' && (
            <PayByCardButton orderId={order.id} number={number} />
          )}
          <ReorderButton orderId={order.id} />
          <Button
            variant="outlined"
            size="small"
            component={RouterLink}
            to={`${WITHDRAWAL_PATH}?objednavka=${encodeURIComponent(number)}`}
            aria-label={t('account.orders.withdrawOf', { number })}
          >
            {t('account.orders.withdraw')}
          </Button>
          {order.invoiceNumber && (
            <>
              <Button
                variant="outlined"
                size="small"
                startIcon={<PictureAsPdfOutlinedIcon />}
                disabled={proforma.busy !== null}
                onClick={() =>
                  void proforma.download(
                    proformaPath(order.id),
                    `zalohova-faktura-${order.invoiceNumber ?? order.id}.pdf`,
                  )
                }
              >
                {t('account.orders.proforma')}
              </Button>
              {status !== 'POTVRDENA' && <OrderDocumentList orderId={order.id} withoutProforma />}
            </>
          )}
        </Box>
      </Box>
      {status === 'POTVRDENA' && (
        <Box sx={{ gridColumn: { xs: 'auto', sm: '1 / -1', lg: 'auto' } }}>
          <OrderPayment orderId={order.id} number={number} />
        </Box>
      )}
    </OrderArticle>
  );
};
