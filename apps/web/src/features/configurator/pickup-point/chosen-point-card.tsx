import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { addressLine, type ChosenPickupPoint } from './pickup-points-api';

/**
 * A Z-BOX's badge: a locker, open round the clock, where nobody hands the parcel over. A staffed
 * point, the usual case, goes without one.
 */
export const KindChip = ({ kind }: { kind: ChosenPickupPoint['kind'] }) => {
  const { t } = useTranslation();
  if (kind !== 'ZBOX') return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      color="primary"
      label={t(`configurator.pickupPoint.kind.${kind}`)}
      sx={{ flexShrink: 0 }}
    />
  );
};

/** The point chosen, with its address and hours, and 'Zmeniť' to choose another. */
export const ChosenPointCard = forwardRef<
  HTMLButtonElement,
  { point: ChosenPickupPoint; onChange?: () => void }
>(function ChosenPointCard({ point, onChange }, changeRef) {
  const { t } = useTranslation();
  return (
    <Paper
      variant="outlined"
      role="group"
      aria-label={t('configurator.pickupPoint.chosen')}
      sx={{ p: 2, borderColor: 'primary.main', borderWidth: 2 }}
    >
      <Typography variant="overline" color="text.secondary" component="p">
        {t('configurator.pickupPoint.chosen')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 700, flex: '1 1 12rem' }}>{point.name}</Typography>
        <KindChip kind={point.kind} />
      </Box>
      <Typography variant="body2">{addressLine(point)}</Typography>
      {point.openingHours && (
        <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-line', mt: 0.5 }}>
          {point.openingHours}
        </Typography>
      )}
      {onChange && (
        <Button
          ref={changeRef}
          onClick={onChange}
          variant="outlined"
          size="small"
          sx={{ mt: 1.5 }}
          aria-label={t('configurator.pickupPoint.changeLabel', { name: point.name })}
        >
          {t('configurator.pickupPoint.change')}
        </Button>
      )}
    </Paper>
  );
});
