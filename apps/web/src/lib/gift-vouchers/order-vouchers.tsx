import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { formatEur, slovakDay, type OrderedVoucher, type SpentVoucher } from '@fotoobraz/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

const eur = (euros: number): string => formatEur(Math.round(euros * 100));

/** Older answers, and a server without vouchers yet, carry neither list. */
const listOf = <T,>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

export const spentVouchersOf = (order: object): SpentVoucher[] =>
  listOf('vouchers' in order ? order.vouchers : undefined);

export const boughtVouchersOf = (order: object): OrderedVoucher[] =>
  listOf('giftVouchers' in order ? order.giftVouchers : undefined);

/** Where a bought voucher goes and when, as its buyer reads it. */
const WhereItGoes = ({ voucher }: { voucher: OrderedVoucher }) => {
  const { t } = useTranslation();
  if (voucher.sentAt) {
    return <>{t('giftVoucher.order.sent', { day: slovakDay(voucher.sentAt.slice(0, 10)) })}</>;
  }
  if (!voucher.sendTo) return <>{t('giftVoucher.order.toBuyer')}</>;
  return (
    <>
      {t('giftVoucher.order.toRecipient', {
        email: voucher.sendTo,
        when: voucher.sendOn
          ? t('giftVoucher.order.onDay', { day: slovakDay(voucher.sendOn) })
          : t('giftVoucher.order.whenPaid'),
      })}
    </>
  );
};

/**
 * An order's gift vouchers as its customer sees them: those that paid part of it (masked code,
 * amount) and those it buys (value, recipient, where and when it goes, its state). Nothing when
 * it has neither.
 */
export const OrderVouchers = ({ order }: { order: object }) => {
  const { t } = useTranslation();
  const spentId = useId();
  const boughtId = useId();
  const spent = spentVouchersOf(order);
  const bought = boughtVouchersOf(order);
  if (spent.length === 0 && bought.length === 0) return null;
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }} data-testid="order-vouchers">
      {spent.length > 0 && (
        <Box component="section" aria-labelledby={spentId}>
          <Typography id={spentId} variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
            {t('giftVoucher.order.spent')}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {spent.map((voucher) => (
              <li key={voucher.code}>
                {/* A code is read whole: on a narrow screen the amount goes below it, at the right. */}
                <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
                  <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                    {t('giftVoucher.order.spentLine', { code: voucher.code })}
                  </Box>
                  <Box
                    component="span"
                    sx={{
                      ml: 'auto',
                      fontWeight: 600,
                      fontVariantNumeric: 'tabular-nums',
                      whiteSpace: 'nowrap',
                    }}
                  >
                    −{eur(voucher.amount)}
                  </Box>
                </Box>
              </li>
            ))}
          </Box>
        </Box>
      )}
      {bought.length > 0 && (
        <Box component="section" aria-labelledby={boughtId}>
          <Typography id={boughtId} variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
            {t('giftVoucher.order.bought')}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 3, display: 'grid', gap: 1 }}>
            {bought.map((voucher) => (
              <li key={voucher.id}>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                  <Box component="span" sx={{ fontWeight: 600 }}>
                    {t('giftVoucher.order.boughtLine', {
                      value: eur(voucher.value),
                      name: voucher.recipientName,
                    })}
                  </Box>
                  <Chip size="small" label={voucher.stateLabel} />
                </Box>
                {voucher.code && (
                  <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                    {voucher.code}
                  </Typography>
                )}
                <Typography
                  variant="body2"
                  color="text.secondary"
                  sx={{ overflowWrap: 'anywhere' }}
                >
                  <WhereItGoes voucher={voucher} />
                </Typography>
              </li>
            ))}
          </Box>
        </Box>
      )}
    </Box>
  );
};
