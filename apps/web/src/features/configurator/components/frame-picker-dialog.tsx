import CloseIcon from '@mui/icons-material/Close';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { FRAME_COLOR_CAT_ENUM, FRAME_ENUM, PRICE_CATEGORY } from '@fotoobraz/domain';
import { useInfiniteQuery, useQueries, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { priceDifferencesQuery, type CraftedProductRequest } from '../api/crafted-products';
import { frameProfileTypesQuery } from '../api/get-catalogue';
import { framesQuery, NO_FRAME_FILTERS, type FrameFilters } from '../api/get-frames';
import type { Frame } from '../api/types';
import { useGridWindow } from '../hooks/use-grid-window';
import { prefetchTextureInView } from '../preview/preview-images';
import { FrameTile, frameTileStyles } from './frame-tile';
import { optionVisualStyles } from './option-visuals';

/** Customer spec §9: the next page loads when less than 1300 px are left to scroll. */
export const LOAD_MORE_WITHIN_PX = 1300;

/** The tiles' narrowest width and the gap between them, for the grid and for its window alike. */
const TILE_MIN_PX = 150;
const GAP_PX = 12;

const FilterSelect = ({
  label,
  value,
  onChange,
  options,
  allLabel,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  options: { value: string; label: string }[];
  allLabel: string;
}) => (
  <TextField
    select
    size="small"
    label={label}
    value={value}
    onChange={(event) => onChange(event.target.value)}
    slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    sx={{ minWidth: 0 }}
  >
    <option value="">{allLabel}</option>
    {options.map((option) => (
      <option key={option.value} value={option.value}>
        {option.label}
      </option>
    ))}
  </TextField>
);

/**
 * The frame picker (customer spec §2): a full-screen dialog with filters and infinite scroll, 70
 * frames a page. Each frame shows its picture, name, price per metre and what it would change in
 * the price of the piece. A canvas product only ever sees frames made for canvas.
 */
const FramePickerDialog = ({
  open,
  onClose,
  onChoose,
  selectedId,
  canvasOnly,
  request,
}: {
  open: boolean;
  onClose(): void;
  onChoose(frame: Frame): void;
  selectedId: number | null;
  /** Forced for canvas products: their frame must hold a stretched canvas. */
  canvasOnly: boolean;
  /** The current configuration, against which the differences are priced. */
  request: CraftedProductRequest | null;
}) => {
  const { t } = useTranslation();
  /** Each value of a filter, named by its text under `prefix`. */
  const translatedOptions = (values: readonly string[], prefix: string) =>
    values.map((value) => ({ value, label: t(`${prefix}.${value}`) }));
  const titleId = useId();
  const [filters, setFilters] = useState<FrameFilters>(NO_FRAME_FILTERS);
  const effective = { ...filters, canvasOnly: canvasOnly || filters.canvasOnly };
  const frames = useInfiniteQuery({ ...framesQuery(effective), enabled: open });
  const profileTypes = useQuery({ ...frameProfileTypesQuery(), enabled: open });
  const pages = frames.data?.pages ?? [];
  const differences = useQueries({
    queries: pages.map((page) => ({
      ...priceDifferencesQuery(request!, { frame: page.rows.map((f) => f.id) }),
      enabled: open && request !== null && page.rows.length > 0,
    })),
  });
  const differenceOf = (pageIndex: number, id: number): number | undefined =>
    differences[pageIndex]?.data?.answer.differences.frame?.[String(id)];

  const scroller = useRef<HTMLDivElement | null>(null);
  // The frames on view are the ones likely chosen next: their textures are ready when they are.
  const [prefetchTexture] = useState(prefetchTextureInView);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = frames;
  const loadMoreIfNear = useCallback(() => {
    const el = scroller.current;
    if (!el || !hasNextPage || isFetchingNextPage) return;
    if (el.scrollHeight - el.scrollTop - el.clientHeight < LOAD_MORE_WITHIN_PX)
      void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  // A page that does not fill the screen asks for the next one at once.
  useEffect(() => loadMoreIfNear(), [loadMoreIfNear, pages.length]);

  const set = (patch: Partial<FrameFilters>) => {
    setFilters((current) => ({ ...current, ...patch }));
    scroller.current?.scrollTo({ top: 0 });
  };
  const select = (
    name: 'frameEnum' | 'priceCategory' | 'colour' | 'profileType',
    label: string,
    options: { value: string; label: string }[],
    allLabel = t('configurator.frames.all'),
  ) => (
    <FilterSelect
      label={label}
      value={filters[name]}
      // A profile type belongs to one material: another material drops it.
      onChange={(value) =>
        set(name === 'frameEnum' ? { frameEnum: value, profileType: '' } : { [name]: value })
      }
      allLabel={allLabel}
      options={options}
    />
  );
  const total = pages[0]?.total;
  const tiles = pages.flatMap((page, pageIndex) =>
    page.rows.map((frame) => ({ frame, pageIndex })),
  );
  const shown = tiles.length;
  // A hundred tiles mounted at once made closing the picker on a click the slowest part of
  // showing the chosen frame: only the rows near the view are mounted.
  const { listRef, slice, measure } = useGridWindow(shown, {
    minColumnPx: TILE_MIN_PX,
    gapPx: GAP_PX,
  });

  return (
    <Dialog fullScreen open={open} onClose={onClose} aria-labelledby={titleId}>
      <AppBar position="static" color="default" elevation={1}>
        <Toolbar sx={{ gap: 1 }}>
          <Typography id={titleId} variant="h6" component="h2" sx={{ flex: 1 }}>
            {t('configurator.frames.title')}
          </Typography>
          <IconButton edge="end" onClick={onClose} aria-label={t('configurator.frames.close')}>
            <CloseIcon />
          </IconButton>
        </Toolbar>
        <Box
          role="group"
          aria-label={t('configurator.frames.filters')}
          sx={{
            display: 'grid',
            gap: 1.5,
            px: 2,
            pb: 1.5,
            pt: 0.5,
            gridTemplateColumns: {
              xs: 'repeat(2, minmax(0, 1fr))',
              md: 'repeat(4, minmax(0, 1fr)) auto',
            },
            alignItems: 'center',
          }}
        >
          {select(
            'frameEnum',
            t('configurator.frames.material'),
            translatedOptions(FRAME_ENUM, 'configurator.frames.materials'),
          )}
          {select(
            'priceCategory',
            t('configurator.frames.priceCategory'),
            translatedOptions(PRICE_CATEGORY, 'configurator.frames.priceCategories'),
          )}
          {select(
            'colour',
            t('configurator.frames.colour'),
            translatedOptions(FRAME_COLOR_CAT_ENUM, 'configurator.colours'),
            t('configurator.frames.allColours'),
          )}
          {select(
            'profileType',
            t('configurator.frames.profileType'),
            (profileTypes.data ?? [])
              .filter((type) => !filters.frameEnum || type.frameEnum === filters.frameEnum)
              .map((type) => ({ value: String(type.id), label: type.name })),
          )}
          <FormControlLabel
            sx={{ gridColumn: { xs: '1 / -1', md: 'auto' }, mr: 0 }}
            control={
              <Checkbox
                checked={effective.canvasOnly}
                disabled={canvasOnly}
                onChange={(event) => set({ canvasOnly: event.target.checked })}
              />
            }
            label={t('configurator.frames.canvasOnly')}
          />
        </Box>
      </AppBar>
      <Box
        ref={scroller}
        onScroll={() => {
          measure();
          loadMoreIfNear();
        }}
        data-testid="frame-list"
        sx={{ flex: 1, overflowY: 'auto', p: 2, bgcolor: 'background.default' }}
      >
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }} aria-live="polite">
          {total === undefined
            ? t('global.loading')
            : t('configurator.frames.count', { shown, total })}
        </Typography>
        <Box
          component="ul"
          ref={listRef}
          // The rows left out above and below: inline, as it changes with every row scrolled.
          style={{ paddingTop: slice.before, paddingBottom: slice.after }}
          sx={(theme) => ({
            listStyle: 'none',
            m: 0,
            px: 0,
            display: 'grid',
            gap: `${GAP_PX}px`,
            gridTemplateColumns: `repeat(auto-fill, minmax(${TILE_MIN_PX}px, 1fr))`,
            ...optionVisualStyles(theme),
            ...frameTileStyles(theme),
          })}
        >
          {tiles.slice(slice.start, slice.end).map(({ frame, pageIndex }, i) => (
            <FrameTile
              key={frame.id}
              frame={frame}
              selected={frame.id === selectedId}
              cents={differenceOf(pageIndex, frame.id)}
              loading={differences[pageIndex]?.isLoading ?? false}
              position={slice.start + i + 1}
              setSize={tiles.length}
              onChoose={onChoose}
              textureRef={prefetchTexture}
            />
          ))}
          {frames.isLoading &&
            Array.from({ length: 12 }, (_, i) => (
              <li key={`loading-${i}`}>
                <Skeleton variant="rounded" height={200} />
              </li>
            ))}
        </Box>
        {isFetchingNextPage && (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
            <CircularProgress aria-label={t('configurator.frames.loadingMore')} />
          </Box>
        )}
        {total === 0 && (
          <Typography sx={{ py: 4, textAlign: 'center' }}>
            {t('configurator.frames.none')}
          </Typography>
        )}
      </Box>
    </Dialog>
  );
};

export default FramePickerDialog;
