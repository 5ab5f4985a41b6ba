import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The server takes 1 to 100 copies of one piece. */
export const MAX_COPIES = 100;

const clampCopies = (n: number): number =>
  Math.min(MAX_COPIES, Math.max(1, Math.round(Number.isFinite(n) ? n : 1)));

/** How many pieces (customer spec §9: one by default); a typed number counts on leaving the field. */
export const CopiesField = ({
  copies,
  onChange,
}: {
  copies: number;
  onChange(copies: number): void;
}) => {
  const { t } = useTranslation();
  const [text, setText] = useState<string | null>(null);
  const set = (n: number) => {
    const next = clampCopies(n);
    if (next !== copies) onChange(next);
  };
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <IconButton
        aria-label={t('configurator.copies.less')}
        onClick={() => set(copies - 1)}
        disabled={copies <= 1}
      >
        <RemoveIcon />
      </IconButton>
      <TextField
        label={t('configurator.copies.label')}
        value={text ?? String(copies)}
        onChange={(event) => setText(event.target.value.replace(/\D/g, ''))}
        onBlur={() => {
          if (text !== null) set(Number(text));
          setText(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') (event.target as HTMLInputElement).blur();
        }}
        slotProps={{ htmlInput: { inputMode: 'numeric', style: { textAlign: 'center' } } }}
        sx={{ width: 110 }}
      />
      <IconButton
        aria-label={t('configurator.copies.more')}
        onClick={() => set(copies + 1)}
        disabled={copies >= MAX_COPIES}
      >
        <AddIcon />
      </IconButton>
    </Box>
  );
};
