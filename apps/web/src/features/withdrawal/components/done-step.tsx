import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { formatEur, type WithdrawalReceipt } from '@fotoobraz/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { momentText } from '../model/withdrawal-format';

/**
 * The acknowledgement on screen: when, which order and lines, that it is in the mail, and its PDF
 * (the durable medium the mail carries too) behind a signed link that needs no sign-in.
 */
export const DoneStep = ({ receipt }: { receipt: WithdrawalReceipt }) => {
  const { t } = useTranslation();
  const linesId = useId();
  const { date, time } = momentText(receipt.submittedAt);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Alert severity="success">
        {t('withdrawal.done.when', { number: receipt.orderNumber, date, time })}
      </Alert>
      <Box>
        <Typography id={linesId} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {t('withdrawal.done.lines')}
        </Typography>
        <Box component="ul" aria-labelledby={linesId} sx={{ m: 0, pl: 3 }}>
          {receipt.lines.map((line) => (
            <Typography
              component="li"
              key={line.craftedProductId}
              sx={{ overflowWrap: 'anywhere' }}
            >
              {line.title}, {formatEur(line.priceCents)}
            </Typography>
          ))}
        </Box>
      </Box>
      <Typography>{t('withdrawal.done.mailed')}</Typography>
      <Typography color="text.secondary">{t('withdrawal.done.return')}</Typography>
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
