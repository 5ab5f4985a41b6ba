import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { dispatchDayText } from '@fotoobraz/domain';
import { useTranslation } from 'react-i18next';

/**
 * 'Odošleme do pondelka 7. 12. 2026': the day a piece (or an order: its slowest piece) ships,
 * as the server worked it out. Nothing while the day is not known.
 */
export const DispatchNote = ({
  day,
  order = false,
}: {
  day: string | null | undefined;
  /** The whole order's day rather than one piece's. */
  order?: boolean;
}) => {
  const { t } = useTranslation();
  if (!day) return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <LocalShippingOutlinedIcon fontSize="small" color="success" aria-hidden />
      <Typography
        variant="body2"
        data-testid={order ? 'order-dispatch-date' : 'dispatch-date'}
        sx={{ fontWeight: 600 }}
      >
        {t(order ? 'dispatch.orderUntil' : 'dispatch.until', { day: dispatchDayText(day) })}
      </Typography>
    </Box>
  );
};
