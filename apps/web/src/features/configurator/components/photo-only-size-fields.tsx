import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  formatCm,
  parseDecimalText,
  photoOnlySizeFromEdit,
  PHOTO_ONLY_LIMITS_CM,
  type Extent,
  type SizeCm,
} from '@fotoobraz/domain';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Side = 'width' | 'height';

/**
 * The photo-only size (customer spec §5): the customer types either side; when the field loses
 * focus the size is clamped (short side 20–60 cm, long side at most 120 cm) and the other side
 * follows the photo's ratio. Shown with two decimals after a decimal comma; a comma or a dot is
 * taken; never negative.
 */
export const PhotoOnlySizeFields = ({
  size,
  pixels,
  onChange,
  quality,
}: {
  size: SizeCm;
  /** The printed pixels, whose shape the size keeps. */
  pixels: Extent;
  onChange(size: SizeCm): void;
  /** The quality light of the current size. */
  quality: ReactNode;
}) => {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<{ side: Side; text: string } | null>(null);

  const commit = () => {
    if (!editing) return;
    const value = parseDecimalText(editing.text);
    setEditing(null);
    if (value === null) return;
    const next = photoOnlySizeFromEdit(editing.side, value, pixels);
    if (next.widthCm !== size.widthCm || next.heightCm !== size.heightCm) onChange(next);
  };

  const field = (side: Side) => (
    <TextField
      label={t(`configurator.photoOnly.${side}`)}
      value={
        editing?.side === side
          ? editing.text
          : formatCm(side === 'width' ? size.widthCm : size.heightCm)
      }
      onChange={(event) => setEditing({ side, text: event.target.value })}
      onFocus={(event) => event.target.select()}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') (event.target as HTMLInputElement).blur();
      }}
      slotProps={{
        htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
        input: { endAdornment: <InputAdornment position="end">cm</InputAdornment> },
      }}
      sx={{ flex: 1, minWidth: 0 }}
    />
  );

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 700, mb: 0.25, p: 0 }}>
        {t('configurator.photoOnly.legend')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('configurator.photoOnly.hint', PHOTO_ONLY_LIMITS_CM)}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
        {field('width')}
        <Typography aria-hidden color="text.secondary">
          ×
        </Typography>
        {field('height')}
      </Box>
      <Box sx={{ mt: 1 }}>{quality}</Box>
    </Box>
  );
};
