import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

export interface OptionView {
  id: number;
  title: ReactNode;
  subtitle?: ReactNode;
  /** A picture or swatch at the start of the card. */
  media?: ReactNode;
  /** Under the title: e.g. the quality light of a size. */
  extra?: ReactNode;
  /** At the end of the card: the price difference. */
  aside?: ReactNode;
}

/** What an option group of step 2 gets besides its rows: the choice and each option's price. */
export interface ChoiceProps {
  value: number | null;
  onChange(id: number): void;
  /** The price difference choosing option `id` would make. */
  difference(id: number): ReactNode;
}

/**
 * One choice of step 2 as a group of radio buttons dressed as cards: a legend names the group,
 * each card is the label of its radio, so arrows move between options and every option is read
 * out with its price difference.
 */
export const OptionGroup = ({
  legend,
  hint,
  options,
  value,
  onChange,
  columns = { xs: 1, sm: 2 },
  dense = false,
  tile = false,
}: {
  legend: string;
  hint?: ReactNode;
  options: OptionView[];
  value: number | null;
  onChange(id: number): void;
  columns?: { xs: number; sm?: number; md?: number };
  dense?: boolean;
  /** Picture above the text instead of beside it. */
  tile?: boolean;
}) => {
  const name = useId();
  const grid = (n: number | undefined) => (n ? `repeat(${n}, minmax(0, 1fr))` : undefined);
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography
        component="legend"
        variant="subtitle1"
        sx={{ fontWeight: 700, mb: hint ? 0.25 : 1, p: 0 }}
      >
        {legend}
      </Typography>
      {hint && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {hint}
        </Typography>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 1,
          gridTemplateColumns: {
            xs: grid(columns.xs),
            sm: grid(columns.sm),
            md: grid(columns.md),
          },
        }}
      >
        {options.map((option) => {
          const checked = option.id === value;
          return (
            <Box
              component="label"
              key={option.id}
              sx={{
                position: 'relative',
                display: 'flex',
                flexDirection: tile ? 'column' : 'row',
                alignItems: tile ? 'stretch' : 'center',
                gap: tile ? 1 : 1.5,
                minWidth: 0,
                p: dense ? 1 : 1.5,
                border: 2,
                borderColor: checked ? 'primary.main' : 'divider',
                borderRadius: 2,
                bgcolor: checked ? 'rgba(91, 58, 36, 0.06)' : 'background.paper',
                cursor: 'pointer',
                transition: 'border-color 120ms, background-color 120ms',
                '&:hover': { borderColor: checked ? 'primary.main' : 'text.secondary' },
                '&:has(input:focus-visible)': {
                  outline: '3px solid',
                  outlineColor: 'secondary.main',
                  outlineOffset: 2,
                },
              }}
            >
              <input
                type="radio"
                name={name}
                value={option.id}
                checked={checked}
                onChange={() => onChange(option.id)}
                // Invisible but covering the whole card: a press anywhere on it is a press on
                // the radio itself.
                style={{
                  position: 'absolute',
                  inset: 0,
                  width: '100%',
                  height: '100%',
                  opacity: 0,
                  margin: 0,
                  cursor: 'pointer',
                  zIndex: 1,
                }}
              />
              {option.media}
              <Box sx={{ flex: tile ? 'none' : 1, minWidth: 0 }}>
                <Typography
                  component="span"
                  sx={{ display: 'block', fontWeight: 600, lineHeight: 1.3 }}
                >
                  {option.title}
                </Typography>
                {option.subtitle && (
                  <Typography
                    component="span"
                    variant="body2"
                    color="text.secondary"
                    sx={{ display: 'block', lineHeight: 1.35 }}
                  >
                    {option.subtitle}
                  </Typography>
                )}
                {option.extra && (
                  <Box component="span" sx={{ display: 'block', mt: 0.25 }}>
                    {option.extra}
                  </Box>
                )}
              </Box>
              {option.aside && (
                <Box
                  component="span"
                  sx={{ flex: 'none', textAlign: tile ? 'left' : 'right', mt: tile ? 'auto' : 0 }}
                >
                  {option.aside}
                </Box>
              )}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
};
