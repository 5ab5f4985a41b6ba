import { styled } from '@mui/material/styles';
import type { PrintQuality } from '@fotoobraz/domain';
import { useTranslation } from 'react-i18next';

const COLOUR: Record<PrintQuality, string> = {
  good: '#2e7d32',
  acceptable: '#ed9c00',
  insufficient: '#c62828',
};

/** Static styles, the colour per class: each size card shows one and renders often. */
const Light = styled('span')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.spacing(0.75),
  fontSize: '0.8125rem',
  color: theme.palette.text.secondary,
  lineHeight: 1.3,
  '& > .quality-dot': { width: 10, height: 10, borderRadius: '50%', flex: 'none' },
  ...Object.fromEntries(
    Object.entries(COLOUR).map(([quality, colour]) => [
      `& > .quality-${quality}`,
      { backgroundColor: colour, boxShadow: `0 0 0 2px ${colour}33` },
    ]),
  ),
}));

/**
 * The print-quality traffic light of a size (DESIGN.md §4): good from 200 DPI, acceptable from
 * 150, insufficient below. The colour always comes with its word.
 */
export const QualityLight = ({ quality, dpi }: { quality: PrintQuality; dpi?: number }) => {
  const { t } = useTranslation();
  return (
    <Light>
      <span aria-hidden className={`quality-dot quality-${quality}`} />
      <span>
        {t(`configurator.quality.${quality}`)}
        {dpi !== undefined && dpi > 0 ? ` · ${Math.floor(dpi)} DPI` : ''}
      </span>
    </Light>
  );
};
