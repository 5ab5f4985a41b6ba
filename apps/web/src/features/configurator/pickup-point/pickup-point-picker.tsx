import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { PickupPointKind } from '@fotoobraz/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ChosenPointCard, KindChip } from './chosen-point-card';
import {
  addressLine,
  chosenOf,
  pickupPointsQuery,
  type ChosenPickupPoint,
  type PickupPointRow,
} from './pickup-points-api';
import { useDebounced } from './use-debounced';

/** The pause in typing after which the search asks the server. */
const DEBOUNCE_MS = 300;

export interface PickupPointPickerProps {
  /** The field's id: the form focuses it when the point is refused. */
  id: string;
  value: ChosenPickupPoint | null;
  onChange: (point: ChosenPickupPoint | null) => void;
  /** The kinds the parcel fits: a Z-BOX is left out when it does not. */
  kinds: readonly PickupPointKind[];
  /** The form's words for a refused choice (none chosen, or one no longer offered). */
  error?: string;
}

/**
 * Choosing a Packeta pick-up point or Z-BOX: a search by town, street, postcode or name, the
 * results with address and opening hours page by page, and the chosen point with 'Zmeniť'.
 * From the search field ↓ goes to the results, ↑ and ↓ move among them, Enter chooses.
 */
export const PickupPointPicker = ({
  id,
  value,
  onChange,
  kinds,
  error,
}: PickupPointPickerProps) => {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const q = useDebounced(text.trim(), DEBOUNCE_MS);
  const inputRef = useRef<HTMLInputElement>(null);
  const changeRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const focusAfter = useRef<'search' | 'change' | null>(null);
  const points = useInfiniteQuery({ ...pickupPointsQuery(q, kinds), enabled: !value });
  const rows = points.data?.pages.flatMap((page) => page.rows) ?? [];
  const total = points.data?.pages[0]?.total ?? 0;

  // After a choice the focus goes to 'Zmeniť', after 'Zmeniť' back to the search.
  useEffect(() => {
    if (focusAfter.current === 'change') changeRef.current?.focus();
    if (focusAfter.current === 'search') inputRef.current?.focus();
    focusAfter.current = null;
  }, [value]);

  const choose = (row: PickupPointRow) => {
    focusAfter.current = 'change';
    onChange(chosenOf(row));
  };
  const change = () => {
    focusAfter.current = 'search';
    onChange(null);
  };

  const buttons = () => [...(listRef.current?.querySelectorAll('[role="button"], button') ?? [])];
  const moveFrom = (event: KeyboardEvent, from: number) => {
    const all = buttons() as HTMLElement[];
    if (event.key === 'ArrowDown' && from + 1 < all.length) all[from + 1].focus();
    else if (event.key === 'ArrowUp') (from > 0 ? all[from - 1] : inputRef.current)?.focus();
    else if (event.key === 'Escape') inputRef.current?.focus();
    else return;
    event.preventDefault();
  };

  if (value) return <ChosenPointCard ref={changeRef} point={value} onChange={change} />;

  const status = points.isError
    ? t('configurator.pickupPoint.failed')
    : points.isPending
      ? t('configurator.pickupPoint.searching')
      : total === 0
        ? t('configurator.pickupPoint.none')
        : t('configurator.pickupPoint.found', { count: total });

  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <TextField
        id={id}
        inputRef={inputRef}
        label={t('configurator.pickupPoint.search')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => moveFrom(event, -1)}
        error={Boolean(error)}
        helperText={error ?? t('configurator.pickupPoint.searchHint')}
        required
        fullWidth
        autoComplete="off"
        slotProps={{
          htmlInput: { 'aria-controls': `${id}-results`, enterKeyHint: 'search' },
        }}
      />
      {!kinds.includes('ZBOX') && (
        <Typography variant="body2" color="text.secondary">
          {t('configurator.pickupPoint.noZbox')}
        </Typography>
      )}
      <Typography
        variant="body2"
        color={points.isError ? 'error' : 'text.secondary'}
        role="status"
        aria-live="polite"
        sx={{ display: 'flex', gap: 1, alignItems: 'center' }}
      >
        {points.isFetching && <CircularProgress size={14} aria-hidden />}
        {status}
      </Typography>
      <List
        id={`${id}-results`}
        ref={listRef}
        aria-label={t('configurator.pickupPoint.results')}
        disablePadding
        sx={{ border: rows.length ? 1 : 0, borderColor: 'divider', borderRadius: 1 }}
      >
        {rows.map((row, n) => (
          <ListItem key={row.id} disablePadding divider={n < rows.length - 1}>
            <ListItemButton
              onClick={() => choose(row)}
              onKeyDown={(event) => moveFrom(event, n)}
              // Named by what it shows (name, address, hours), as WCAG's label in name asks.
              sx={{ display: 'block', py: 1.25 }}
            >
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                <Typography sx={{ fontWeight: 700, flex: 1, minWidth: 0 }}>{row.name}</Typography>
                <KindChip kind={row.kind} />
              </Box>
              <Typography variant="body2">{addressLine(row)}</Typography>
              {row.openingHours && (
                <Typography
                  variant="body2"
                  color="text.secondary"
                  sx={{ whiteSpace: 'pre-line', fontSize: '0.8125rem' }}
                >
                  {row.openingHours}
                </Typography>
              )}
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      {points.hasNextPage && (
        <Button
          onClick={() => void points.fetchNextPage()}
          disabled={points.isFetchingNextPage}
          sx={{ justifySelf: 'start' }}
        >
          {t('configurator.pickupPoint.more')}
        </Button>
      )}
    </Box>
  );
};
