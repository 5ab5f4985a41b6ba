import Box from '@mui/material/Box';
import type { PrintQuality } from '@fotoobraz/domain';
import { useTranslation } from 'react-i18next';

const COLOUR: Record<PrintQuality, string> = {
  good: '#2e7d32',
  acceptable: '#ed9c00',
  insufficient: '#c62828',
};

/**
 * The print-quality traffic light of a size (DESIGN.md §4): good from 200 DPI, acceptable from
 * 150, insufficient below. The colour always comes with its word.
 */
export const QualityLight = ({ quality, dpi }: { quality: PrintQuality; dpi?: number }) => {
  const { t } = useTranslation();
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.75,
        fontSize: '0.8125rem',
        color: 'text.secondary',
        lineHeight: 1.3,
      }}
    >
      <Box
        component="span"
        aria-hidden
        sx={{
          width: 10,
          height: 10,
          borderRadius: '50%',
          flex: 'none',
          bgcolor: COLOUR[quality],
          boxShadow: `0 0 0 2px ${COLOUR[quality]}33`,
        }}
      />
      <span>
        {t(`configurator.quality.${quality}`)}
        {dpi !== undefined && dpi > 0 ? ` · ${Math.floor(dpi)} DPI` : ''}
      </span>
    </Box>
  );
};
