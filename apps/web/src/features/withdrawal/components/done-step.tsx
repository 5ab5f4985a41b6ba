import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { formatEur, type WithdrawalReceipt } from '@fotoobraz/domain';
import { useId, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { momentText } from '../model/withdrawal-format';
import { WHOLE_CODE } from './whole-code';

/** What was withdrawn of one kind under its heading; nothing, when there is none. */
const WithdrawnList = ({ heading, children }: { heading: string; children: ReactNode[] }) => {
  const id = useId();
  if (children.length === 0) return null;
  return (
    <Box>
      <Typography id={id} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {heading}
      </Typography>
      <Box component="ul" aria-labelledby={id} sx={{ m: 0, pl: 3 }}>
        {children}
      </Box>
    </Box>
  );
};

/**
 * The acknowledgement on screen: when, which order, lines and gift vouchers, that it is in the
 * mail, what follows for each, and its PDF (the durable medium the mail carries too) behind a
 * signed link that needs no sign-in.
 */
export const DoneStep = ({ receipt }: { receipt: WithdrawalReceipt }) => {
  const { t } = useTranslation();
  const { date, time } = momentText(receipt.submittedAt);
  const { lines, giftVouchers } = receipt;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Alert severity="success">
        {t('withdrawal.done.when', { number: receipt.orderNumber, date, time })}
      </Alert>
      <WithdrawnList heading={t('withdrawal.done.lines')}>
        {lines.map((line) => (
          <Typography component="li" key={line.craftedProductId} sx={{ overflowWrap: 'anywhere' }}>
            {line.title}, {formatEur(line.priceCents)}
          </Typography>
        ))}
      </WithdrawnList>
      <WithdrawnList heading={t('withdrawal.done.vouchers')}>
        {giftVouchers.map((voucher) => (
          <Typography component="li" key={voucher.id} sx={{ overflowWrap: 'anywhere' }}>
            <Trans
              i18nKey="withdrawal.done.voucher"
              values={{ code: voucher.code ?? '', value: formatEur(voucher.valueCents) }}
              components={WHOLE_CODE}
            />
          </Typography>
        ))}
      </WithdrawnList>
      <Typography>{t('withdrawal.done.mailed')}</Typography>
      {lines.length > 0 && (
        <Typography color="text.secondary">{t('withdrawal.done.return')}</Typography>
      )}
      {giftVouchers.length > 0 && (
        <Typography color="text.secondary">
          {t('withdrawal.done.voucherRefund', { count: giftVouchers.length })}
        </Typography>
      )}
      <Box>
        <Button
          variant="contained"
          component="a"
          href={receipt.acknowledgementUrl}
          target="_blank"
          rel="noopener"
          startIcon={<PictureAsPdfOutlinedIcon />}
        >
          {t('withdrawal.done.pdf')}
        </Button>
      </Box>
    </Box>
  );
};
