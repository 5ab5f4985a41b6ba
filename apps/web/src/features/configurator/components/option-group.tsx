import { styled } from '@mui/material/styles';
import { useCallback, useId, type ChangeEvent, type CSSProperties, type ReactNode } from 'react';
import { optionVisualStyles } from './option-visuals';

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

type Columns = { xs: number; sm?: number; md?: number };

/**
 * The group and all its cards are styled here, once per group: step 2 shows some forty cards and
 * renders them again with each of its answers, and per-card `sx` styles were most of the work that
 * kept a phone's main thread busy (Lighthouse's total blocking time).
 */
const Group = styled('fieldset')(({ theme }) => ({
  border: 0,
  padding: 0,
  margin: 0,
  minWidth: 0,
  '& > legend': {
    ...theme.typography.subtitle1,
    fontWeight: 700,
    padding: 0,
    marginBottom: theme.spacing(1),
  },
  '& > legend.option-hinted': { marginBottom: theme.spacing(0.25) },
  '& > .option-hint': {
    ...theme.typography.body2,
    color: theme.palette.text.secondary,
    margin: theme.spacing(0, 0, 1),
  },
  '& > .option-cards': {
    display: 'grid',
    gap: theme.spacing(1),
    gridTemplateColumns: 'repeat(var(--columns-xs), minmax(0, 1fr))',
    [theme.breakpoints.up('sm')]: {
      gridTemplateColumns: 'repeat(var(--columns-sm, var(--columns-xs)), minmax(0, 1fr))',
    },
    [theme.breakpoints.up('md')]: {
      gridTemplateColumns:
        'repeat(var(--columns-md, var(--columns-sm, var(--columns-xs))), minmax(0, 1fr))',
    },
  },
  '& .option-card': {
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing(1.5),
    minWidth: 0,
    padding: theme.spacing(1.5),
    border: `2px solid ${theme.palette.divider}`,
    borderRadius: Number(theme.shape.borderRadius) * 2,
    backgroundColor: theme.palette.background.paper,
    cursor: 'pointer',
    transition: 'border-color 120ms, background-color 120ms',
    '&:hover': { borderColor: theme.palette.text.secondary },
    '&:has(input:focus-visible)': {
      outline: `3px solid ${theme.palette.secondary.main}`,
      outlineOffset: 2,
    },
    // Invisible but covering the whole card: a press anywhere on it is a press on the radio.
    '& > input': {
      position: 'absolute',
      inset: 0,
      width: '100%',
      height: '100%',
      opacity: 0,
      margin: 0,
      cursor: 'pointer',
      zIndex: 1,
    },
  },
  '& .option-card.option-checked': {
    borderColor: theme.palette.primary.main,
    backgroundColor: 'rgba(91, 58, 36, 0.06)',
  },
  '&.option-dense .option-card': { padding: theme.spacing(1) },
  '&.option-tile .option-card': {
    flexDirection: 'column',
    alignItems: 'stretch',
    gap: theme.spacing(1),
  },
  '& .option-text': { flex: 1, minWidth: 0 },
  '&.option-tile .option-text': { flex: 'none' },
  '& .option-title': {
    ...theme.typography.body1,
    display: 'block',
    fontWeight: 600,
    lineHeight: 1.3,
  },
  '& .option-subtitle': {
    ...theme.typography.body2,
    display: 'block',
    color: theme.palette.text.secondary,
    lineHeight: 1.35,
  },
  '& .option-extra': { display: 'block', marginTop: theme.spacing(0.25) },
  '& .option-aside': { flex: 'none', textAlign: 'right' },
  '&.option-tile .option-aside': { textAlign: 'left', marginTop: 'auto' },
  ...optionVisualStyles(theme),
}));

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
  columns?: Columns;
  dense?: boolean;
  /** Picture above the text instead of beside it. */
  tile?: boolean;
}) => {
  const name = useId();
  // One handler for all radios, and no inline objects on them: React then leaves a radio whose
  // props did not change alone. Rewriting every radio of a group on each render (a new closure
  // each) made Chromium revisit the whole group per radio, the longest task of the step.
  const change = useCallback(
    (event: ChangeEvent<HTMLInputElement>) => onChange(Number(event.target.value)),
    [onChange],
  );
  const grid = {
    '--columns-xs': columns.xs,
    '--columns-sm': columns.sm,
    '--columns-md': columns.md,
  } as CSSProperties;
  const variant = [dense && 'option-dense', tile && 'option-tile'].filter(Boolean).join(' ');
  return (
    <Group className={variant || undefined}>
      <legend className={hint ? 'option-hinted' : undefined}>{legend}</legend>
      {hint && <p className="option-hint">{hint}</p>}
      <div className="option-cards" style={grid}>
        {options.map((option) => {
          const checked = option.id === value;
          return (
            <label
              key={option.id}
              className={checked ? 'option-card option-checked' : 'option-card'}
            >
              <input
                type="radio"
                name={name}
                value={option.id}
                checked={checked}
                onChange={change}
              />
              {option.media}
              <span className="option-text">
                <span className="option-title">{option.title}</span>
                {option.subtitle && <span className="option-subtitle">{option.subtitle}</span>}
                {option.extra && <span className="option-extra">{option.extra}</span>}
              </span>
              {option.aside && <span className="option-aside">{option.aside}</span>}
            </label>
          );
        })}
      </div>
    </Group>
  );
};
