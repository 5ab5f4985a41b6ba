import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatEur, slovakDay, type GiftVoucherOrder } from '@fotoobraz/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { VoucherCard } from '../gift-vouchers/voucher-card';

/** Where the voucher goes once paid, as the basket tells it. */
const whereItGoes = (
  voucher: GiftVoucherOrder,
  t: (key: string, params?: Record<string, unknown>) => string,
): string =>
  voucher.sendTo
    ? t('giftVoucher.order.toRecipient', {
        email: voucher.sendTo,
        when: voucher.sendOn
          ? t('giftVoucher.order.onDay', { day: slovakDay(voucher.sendOn) })
          : t('giftVoucher.order.whenPaid'),
      })
    : t('giftVoucher.order.toBuyer');

/** One gift voucher waiting in the basket: its card, value, recipient and where it goes. */
const BasketVoucher = ({ voucher, onRemove }: { voucher: GiftVoucherOrder; onRemove(): void }) => {
  const { t } = useTranslation();
  const headingId = useId();
  const value = formatEur(voucher.value * 100);
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={headingId}
      data-testid="basket-voucher"
      sx={{
        p: 2,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '200px minmax(0, 1fr) auto' },
        alignItems: 'start',
      }}
    >
      <VoucherCard
        small
        value={voucher.value}
        recipientName={voucher.recipientName}
        message={voucher.message}
      />
      <Box sx={{ minWidth: 0 }}>
        <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
          {t('basket.voucher', { value, name: voucher.recipientName })}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {whereItGoes(voucher, t)}
        </Typography>
      </Box>
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'row', sm: 'column' },
          alignItems: { xs: 'center', sm: 'flex-end' },
          justifyContent: 'space-between',
          gap: 1,
        }}
      >
        <Typography
          data-testid="voucher-price"
          sx={{ fontWeight: 700, fontSize: '1.15rem', fontVariantNumeric: 'tabular-nums' }}
        >
          {value}
        </Typography>
        <Button
          color="inherit"
          startIcon={<DeleteOutlineIcon />}
          onClick={onRemove}
          aria-label={t('basket.voucherRemove', { name: voucher.recipientName })}
        >
          {t('basket.remove')}
        </Button>
      </Box>
    </Paper>
  );
};

/** The gift vouchers the browser holds for the next order, beside the basket's pieces. */
export const BasketVouchers = ({
  vouchers,
  onRemove,
}: {
  vouchers: readonly GiftVoucherOrder[];
  onRemove(index: number): void;
}) => (
  <Box sx={{ display: 'grid', gap: 2 }}>
    {vouchers.map((voucher, index) => (
      <BasketVoucher
        // The list changes only by adding at its end and removing: the place names one.
        key={`${index}-${voucher.recipientName}-${voucher.value}`}
        voucher={voucher}
        onRemove={() => onRemove(index)}
      />
    ))}
  </Box>
);
