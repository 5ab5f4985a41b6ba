import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { dispatchDayText, formatEur } from '@fotoobraz/domain';
import { useTranslation } from 'react-i18next';
import type { CraftedProduct } from '../api/types';
import { centsOf } from './price-summary';

/**
 * Express production beside the price: its price and the day it gives; once chosen, the day
 * without it, to weigh one against the other. Offered only where the server sells it for this
 * piece (it brings the day forward); the piece's answer says so.
 */
export const ExpressChoice = ({
  crafted,
  checked,
  onChange,
}: {
  crafted: CraftedProduct | null;
  checked: boolean;
  onChange(express: boolean): void;
}) => {
  const { t } = useTranslation();
  if (!crafted?.expressDispatchDate || crafted.expressPrice == null) return null;
  const note =
    checked && crafted.standardDispatchDate
      ? t('dispatch.withoutExpressDay', { day: dispatchDayText(crafted.standardDispatchDate) })
      : t('dispatch.expressDay', { day: dispatchDayText(crafted.expressDispatchDate) });
  return (
    <Box sx={{ mt: 1 }}>
      <FormControlLabel
        control={
          <Checkbox
            checked={checked}
            onChange={(event) => onChange(event.target.checked)}
            slotProps={{ input: { 'aria-describedby': 'express-day' } }}
          />
        }
        label={
          <Typography component="span" sx={{ fontWeight: 600 }}>
            {t('dispatch.express', { price: formatEur(centsOf(crafted.expressPrice)) })}
          </Typography>
        }
      />
      <Typography id="express-day" variant="body2" color="text.secondary" sx={{ ml: 4 }}>
        {note}
      </Typography>
    </Box>
  );
};
