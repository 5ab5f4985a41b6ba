import CardGiftcardIcon from '@mui/icons-material/CardGiftcard';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatEur } from '@fotoobraz/domain';
import { useTranslation } from 'react-i18next';

/**
 * The voucher as its recipient will hold it: the value, whom it is for and the message. Drawn
 * live from what the page's form holds, so `value` may still be missing.
 */
export const VoucherCard = ({
  value,
  recipientName,
  message,
  small = false,
}: {
  /** Whole euros; null while the customer has not chosen one that can be. */
  value: number | null;
  recipientName: string;
  message?: string | null;
  small?: boolean;
}) => {
  const { t } = useTranslation();
  return (
    <Box
      data-testid="voucher-card"
      sx={{
        position: 'relative',
        overflow: 'hidden',
        borderRadius: 2,
        p: small ? 1.5 : { xs: 2.5, sm: 3 },
        color: 'common.white',
        // The header's walnut, lightened towards a corner: white text stays well above 4.5:1.
        background: (theme) =>
          `linear-gradient(135deg, ${theme.palette.primary.dark}, ${theme.palette.primary.main})`,
        minHeight: small ? undefined : { xs: 190, sm: 230 },
        display: 'flex',
        flexDirection: 'column',
        gap: small ? 0.5 : 1,
        minWidth: 0,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <CardGiftcardIcon aria-hidden fontSize={small ? 'small' : 'medium'} />
        <Typography
          component="span"
          sx={{ fontWeight: 700, letterSpacing: 0.5, fontSize: small ? '0.85rem' : '1rem' }}
        >
          {t('giftVoucher.title')}
        </Typography>
      </Box>
      <Typography
        component="span"
        data-testid="voucher-card-value"
        sx={{
          fontWeight: 800,
          lineHeight: 1.1,
          fontSize: small ? '1.5rem' : { xs: '2.5rem', sm: '3rem' },
          fontVariantNumeric: 'tabular-nums',
        }}
      >
        {value === null ? '— €' : formatEur(value * 100)}
      </Typography>
      <Typography
        component="span"
        sx={{ fontSize: small ? '0.95rem' : '1.15rem', overflowWrap: 'anywhere' }}
      >
        {t('giftVoucher.previewFor', {
          name: recipientName.trim() || t('giftVoucher.previewNameMissing'),
        })}
      </Typography>
      {message?.trim() && (
        <Typography
          component="span"
          sx={{
            fontStyle: 'italic',
            whiteSpace: 'pre-line',
            overflowWrap: 'anywhere',
            opacity: 0.95,
            fontSize: small ? '0.85rem' : '1rem',
          }}
        >
          „{message.trim()}“
        </Typography>
      )}
      {!small && (
        <Typography component="span" variant="caption" sx={{ mt: 'auto', opacity: 0.9 }}>
          {t('giftVoucher.previewCode')}
        </Typography>
      )}
    </Box>
  );
};
