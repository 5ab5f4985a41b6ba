import type { Point, SheetCorners } from '@fotoobraz/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useEffect, useMemo, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  LOUPE,
  loupeOf,
  middleOf,
  nearestCorner,
  onPhoto,
  pieceOutline,
  type PhotoSize,
} from './sheet-editor';

/** What the dialog edits: the wall photo, the sheet's corners and the piece's centre. */
export interface WallDraft {
  readonly file: File;
  readonly size: PhotoSize;
  readonly corners: SheetCorners;
  /** The sheet was found on the photo (else the corners are a guide to drag). */
  readonly found: boolean;
  readonly at: Point | null;
}

const CORNER_KEYS = ['topLeft', 'topRight', 'bottomRight', 'bottomLeft'] as const;

/** Arrow keys move a handle by this share of the photo's width; with Shift five times as far. */
const KEY_STEP = 1 / 400;

const arrowMove = (event: KeyboardEvent, size: PhotoSize): Point | null => {
  const step = size.width * KEY_STEP * (event.shiftKey ? 5 : 1);
  switch (event.key) {
    case 'ArrowLeft':
      return [-step, 0];
    case 'ArrowRight':
      return [step, 0];
    case 'ArrowUp':
      return [0, -step];
    case 'ArrowDown':
      return [0, step];
    default:
      return null;
  }
};

/**
 * The customer's wall photo with the sheet's four corners as handles (dragged by touch or mouse,
 * moved by the arrow keys when focused) and the piece at its true size, dragged to where it will
 * hang. 'Zobraziť na stene' hands the corners and the centre back.
 */
export const OwnWallDialog = ({
  draft,
  pieceCm,
  busy,
  onClose,
  onPlace,
}: {
  draft: WallDraft;
  pieceCm: { width: number; height: number };
  busy: boolean;
  onClose(): void;
  onPlace(corners: SheetCorners, at: Point): void;
}) => {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const { size } = draft;
  const [corners, setCorners] = useState<SheetCorners>(draft.corners);
  const [at, setAt] = useState<Point>(draft.at ?? middleOf(draft.corners));
  const src = useMemo(() => URL.createObjectURL(draft.file), [draft.file]);
  useEffect(() => () => URL.revokeObjectURL(src), [src]);
  const [drag, setDrag] = useState<{ what: number | 'piece'; from: Point; start: Point } | null>(
    null,
  );
  const [shown, setShown] = useState({ width: 0, height: 0 });

  const piece = pieceOutline(corners, at, pieceCm);
  const problem = 'problem' in piece ? piece.problem : null;

  const photoPoint = (event: PointerEvent): Point => {
    // Handles and the piece lie over the photo's area: positions are read against it.
    const box = (event.currentTarget as Element)
      .closest('[data-own-wall-area]')!
      .getBoundingClientRect();
    return [
      ((event.clientX - box.left) / box.width) * size.width,
      ((event.clientY - box.top) / box.height) * size.height,
    ];
  };
  const moveCorner = (n: number, to: Point) =>
    setCorners(
      (c) => c.map((p, m) => (m === n ? onPhoto(to, size) : p)) as unknown as SheetCorners,
    );

  const startDrag = (touched: number | 'piece') => (event: PointerEvent) => {
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    const from = photoPoint(event);
    // Handles close together overlap: the touch takes the corner nearest to it.
    const what = touched === 'piece' ? touched : nearestCorner(corners, from);
    const area = (event.currentTarget as Element).closest('[data-own-wall-area]')!;
    setShown({ width: area.clientWidth, height: area.clientHeight });
    setDrag({ what, from, start: what === 'piece' ? at : corners[what] });
  };
  const dragTo = (event: PointerEvent) => {
    const d = drag;
    if (!d) return;
    const now = photoPoint(event);
    const to: Point = [d.start[0] + now[0] - d.from[0], d.start[1] + now[1] - d.from[1]];
    if (d.what === 'piece') setAt(onPhoto(to, size));
    else moveCorner(d.what, to);
  };
  const endDrag = () => setDrag(null);
  const pointerHandlers = (what: number | 'piece') => ({
    onPointerDown: startDrag(what),
    onPointerMove: dragTo,
    onPointerUp: endDrag,
    onPointerCancel: endDrag,
  });
  const keyHandler = (what: number | 'piece') => (event: KeyboardEvent) => {
    const move = arrowMove(event, size);
    if (!move) return;
    event.preventDefault();
    if (what === 'piece') setAt((p) => onPhoto([p[0] + move[0], p[1] + move[1]], size));
    else moveCorner(what, [corners[what][0] + move[0], corners[what][1] + move[1]]);
  };
  const percent = ([x, y]: Point) => ({
    left: `${(x / size.width) * 100}%`,
    top: `${(y / size.height) * 100}%`,
  });
  const points = (q: readonly Point[]) => q.map(([x, y]) => `${x},${y}`).join(' ');
  const stroke = Math.max(size.width, size.height) / 400;

  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      fullScreen={phone}
      maxWidth="lg"
      fullWidth
      aria-labelledby="own-wall-title"
      aria-describedby="own-wall-help"
    >
      <DialogTitle id="own-wall-title">{t('configurator.ownWall.title')}</DialogTitle>
      <DialogContent>
        <Typography id="own-wall-help" variant="body2" sx={{ mb: 1 }}>
          {t('configurator.ownWall.help')}
        </Typography>
        {!draft.found && (
          <Alert severity="info" sx={{ mb: 1 }}>
            {t('configurator.ownWall.notFound')}
          </Alert>
        )}
        {problem && (
          <Alert severity="warning" role="alert" sx={{ mb: 1 }}>
            {problem}
          </Alert>
        )}
        <Box
          data-own-wall-area
          data-testid="own-wall-area"
          sx={{
            position: 'relative',
            mx: 'auto',
            width: '100%',
            maxWidth: `min(100%, calc(${phone ? '70vh' : '62vh'} * ${size.width / size.height}))`,
            aspectRatio: `${size.width} / ${size.height}`,
            touchAction: 'none',
            userSelect: 'none',
          }}
        >
          <Box
            component="img"
            src={src}
            alt={t('configurator.ownWall.photoAlt')}
            draggable={false}
            sx={{ width: '100%', height: '100%', display: 'block', borderRadius: 1 }}
          />
          <Box
            component="svg"
            viewBox={`0 0 ${size.width} ${size.height}`}
            preserveAspectRatio="none"
            aria-hidden="true"
            sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%' }}
          >
            {'outline' in piece && (
              <polygon
                data-testid="own-wall-piece"
                points={points(piece.outline)}
                fill="rgba(25, 60, 120, 0.35)"
                stroke="#ffffff"
                strokeWidth={stroke}
                strokeDasharray={`${stroke * 4} ${stroke * 3}`}
                style={{ cursor: 'move', pointerEvents: 'all' }}
                {...pointerHandlers('piece')}
              />
            )}
            <polygon
              points={points(corners)}
              fill="none"
              stroke={theme.palette.secondary.main}
              strokeWidth={stroke * 1.5}
              style={{ pointerEvents: 'none' }}
            />
          </Box>
          <Box
            component="button"
            type="button"
            aria-label={t('configurator.ownWall.piece')}
            onKeyDown={keyHandler('piece')}
            {...pointerHandlers('piece')}
            sx={{ ...handleSx, ...percent(at), width: 36, height: 36, bgcolor: 'primary.main' }}
          />
          {drag && drag.what !== 'piece' && shown.width > 0 && (
            <Loupe
              src={src}
              {...loupeOf(corners[drag.what], size, shown)}
              label={t('configurator.ownWall.loupe')}
            />
          )}
          {corners.map((corner, n) => (
            <Box
              component="button"
              type="button"
              key={CORNER_KEYS[n]}
              aria-label={t(`configurator.ownWall.corner.${CORNER_KEYS[n]}`)}
              onKeyDown={keyHandler(n)}
              {...pointerHandlers(n)}
              sx={{ ...handleSx, ...percent(corner) }}
            />
          ))}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('configurator.ownWall.cancel')}
        </Button>
        <Button
          variant="contained"
          disabled={busy || problem !== null}
          onClick={() => onPlace(corners, at)}
        >
          {t(busy ? 'configurator.ownWall.placing' : 'configurator.ownWall.place')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

/**
 * The magnifier over a dragged corner: the photo around it three times larger, with a cross at
 * the corner, above the finger that would hide it.
 */
const Loupe = ({
  src,
  left,
  top,
  backgroundSize,
  backgroundPosition,
  label,
}: ReturnType<typeof loupeOf> & { src: string; label: string }) => (
  <Box
    role="img"
    aria-label={label}
    data-testid="own-wall-loupe"
    sx={{
      position: 'absolute',
      left,
      top,
      width: LOUPE.diameterPx,
      height: LOUPE.diameterPx,
      borderRadius: '50%',
      border: '3px solid #ffffff',
      boxShadow: '0 0 0 1px rgba(0,0,0,0.6), 0 2px 8px rgba(0,0,0,0.5)',
      backgroundImage: `url(${src})`,
      backgroundRepeat: 'no-repeat',
      backgroundSize,
      backgroundPosition,
      pointerEvents: 'none',
      zIndex: 2,
      '&::before, &::after': { content: '""', position: 'absolute', bgcolor: 'secondary.main' },
      '&::before': { left: '50%', top: 0, bottom: 0, width: 2, ml: '-1px' },
      '&::after': { top: '50%', left: 0, right: 0, height: 2, mt: '-1px' },
    }}
  />
);

/** A round handle centred on its point, large enough for a finger (44 px with its margin). */
const handleSx = {
  position: 'absolute',
  width: 28,
  height: 28,
  m: 0,
  p: 0,
  transform: 'translate(-50%, -50%)',
  borderRadius: '50%',
  border: '3px solid #ffffff',
  bgcolor: 'secondary.main',
  boxShadow: '0 0 0 1px rgba(0,0,0,0.6), 0 1px 4px rgba(0,0,0,0.5)',
  cursor: 'grab',
  touchAction: 'none',
  '&::before': { content: '""', position: 'absolute', inset: -8, borderRadius: '50%' },
  '&:focus-visible': { outline: '3px solid', outlineColor: 'warning.main', outlineOffset: 2 },
} as const;
