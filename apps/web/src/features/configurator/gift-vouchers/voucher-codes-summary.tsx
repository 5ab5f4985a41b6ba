import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatEur } from '@fotoobraz/domain';
import { useTranslation } from 'react-i18next';
import { useVoucherCodeEntries, VoucherCodesField } from '../basket/voucher-codes-field';
import { codePreviews, codesPaidCents } from '../model/voucher-codes';

/**
 * The wizard's summary: the codes paying for its one piece and its postage (`payableCents`),
 * and what is left to pay once they have.
 */
export const VoucherCodesSummary = ({ payableCents }: { payableCents: number }) => {
  const { t } = useTranslation();
  const codes = useVoucherCodeEntries();
  const previews = codePreviews(payableCents, codes.entries);
  const paidCents = codesPaidCents(previews);
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <VoucherCodesField codes={codes} previews={previews} />
      {paidCents > 0 && (
        <Box
          component="dl"
          data-testid="voucher-totals"
          sx={{ display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 2, m: 0 }}
        >
          <Typography component="dt">{t('basket.voucherPaid')}</Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 600, textAlign: 'right' }}>
            −{formatEur(paidCents)}
          </Typography>
          <Typography component="dt" sx={{ fontWeight: 700 }}>
            {t('basket.toPay')}
          </Typography>
          <Typography
            component="dd"
            sx={{ m: 0, fontWeight: 700, fontSize: '1.25rem', textAlign: 'right' }}
          >
            {formatEur(Math.max(0, payableCents - paidCents))}
          </Typography>
        </Box>
      )}
    </Box>
  );
};
