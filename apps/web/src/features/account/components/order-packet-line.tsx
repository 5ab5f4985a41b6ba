import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PacketStateChip } from '../../../components/packet-state-chip';
import type { MyOrder } from '../api/my-orders';

/** Where my parcel is: the packet's state, its number and Packeta's tracking page. */
export const OrderPacketLine = ({ packet }: { packet: NonNullable<MyOrder['packet']> }) => {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <LocalShippingOutlinedIcon fontSize="small" aria-hidden />
      <Typography variant="body2">{t('account.orders.packet')}</Typography>
      <PacketStateChip packet={packet} />
      {packet.barcodeText && <Typography variant="body2">{packet.barcodeText}</Typography>}
      {packet.trackingUrl && (
        <Link href={packet.trackingUrl} target="_blank" rel="noopener noreferrer">
          {t('account.orders.track')}
        </Link>
      )}
    </Box>
  );
};
