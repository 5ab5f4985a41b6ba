import CardGiftcardIcon from '@mui/icons-material/CardGiftcard';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GIFT_VOUCHER_PATH } from '../../../config/constants';

/** The home page's way to the gift voucher: a photo on the wall as a present. */
export const GiftVoucherTeaser = () => {
  const { t } = useTranslation();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="gift-voucher-teaser-title"
      sx={{ p: 2, display: 'grid', gap: 1.5, gridTemplateColumns: 'auto minmax(0, 1fr)' }}
    >
      <CardGiftcardIcon color="primary" sx={{ fontSize: 40 }} aria-hidden />
      <Box sx={{ minWidth: 0 }}>
        <Typography id="gift-voucher-teaser-title" variant="h6" component="h2">
          {t('giftVoucher.teaserTitle')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {t('giftVoucher.teaserText')}
        </Typography>
        <Button variant="outlined" component={Link} to={GIFT_VOUCHER_PATH}>
          {t('giftVoucher.teaserAction')}
        </Button>
      </Box>
    </Paper>
  );
};
