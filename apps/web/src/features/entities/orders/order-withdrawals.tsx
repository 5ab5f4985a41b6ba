import type { AdminWithdrawalView } from '@fotoobraz/domain';
import { formatEur, slovakDateTime, WITHDRAWAL_STATE_LABELS } from '@fotoobraz/domain';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { orderWithdrawalsQuery } from './order-api';

/**
 * The order's withdrawals for the admin: each with its lines, where it stands and
 * its credit note; the receipt of the goods is done on the withdrawals' page it links to.
 */
export const OrderWithdrawals = ({ orderId }: { orderId: number }) => {
  const { t } = useTranslation();
  const withdrawals = useQuery(orderWithdrawalsQuery(orderId));
  if (!withdrawals.data) return null;
  if (withdrawals.data.length === 0) {
    return <Typography color="text.secondary">{t('entity.order.withdrawals.none')}</Typography>;
  }
  return (
    <Stack spacing={1.5}>
      {withdrawals.data.map((w: AdminWithdrawalView) => (
        <div key={w.id}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Chip
              size="small"
              color={w.state === 'TOVAR_PRIJATY' ? 'success' : 'warning'}
              label={WITHDRAWAL_STATE_LABELS[w.state]}
            />
            <Typography variant="body2">{slovakDateTime(w.submittedAt)}</Typography>
            {w.creditNoteNumber && (
              <Typography variant="body2">
                {`${w.creditNoteNumber}: ${formatEur(w.refundCents ?? 0)}`}
              </Typography>
            )}
          </Stack>
          <Typography variant="body2" component="ul" sx={{ my: 0.5, pl: 3 }}>
            {w.lines.map((line) => (
              <li key={line.craftedProductId}>
                {`${line.position}. ${line.title} – ${formatEur(line.priceCents)}`}
              </li>
            ))}
          </Typography>
          {w.noCreditNoteReason && (
            <Typography variant="caption" color="text.secondary">
              {w.noCreditNoteReason}
            </Typography>
          )}
        </div>
      ))}
      <Link component={RouterLink} to="/admin/withdrawals">
        {t('entity.order.withdrawals.manage')}
      </Link>
    </Stack>
  );
};
