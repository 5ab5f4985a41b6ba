import { WITHDRAWAL_WORDING, type WithdrawalReason } from '@fotoobraz/domain';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderLine } from '../../../lib/basket/order-lines';
import { formatAmount } from '../model/order-format';

/** What the order form told of withdrawing from a line, as the order keeps it. */
export const WithdrawalWording = ({ reason }: { reason: WithdrawalReason | null | undefined }) =>
  reason ? (
    <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
      {WITHDRAWAL_WORDING[reason]}
    </Typography>
  ) : null;

/** Every piece of an order from the basket: its description, copies, price and withdrawal right. */
export const OrderLines = ({ lines }: { lines: readonly OrderLine[] }) => {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Box>
      <Typography id={titleId} variant="subtitle2" component="h3">
        {t('basket.lines')}
      </Typography>
      <Box component="ol" aria-labelledby={titleId} sx={{ m: 0, pl: 3 }}>
        {lines.map((line) => (
          <Typography component="li" key={line.id} variant="body2">
            {line.craftedProduct?.text1 ??
              t('basket.line', {
                name: line.craftedProduct?.text3 ?? '',
                copies: line.copies ?? 1,
              })}
            {line.craftedProduct?.text1 ? '' : ` · ${formatAmount(line.price)}`}
            <WithdrawalWording reason={line.withdrawalReason} />
          </Typography>
        ))}
      </Box>
    </Box>
  );
};
