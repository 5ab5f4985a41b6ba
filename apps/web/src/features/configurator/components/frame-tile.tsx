import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import type { Theme } from '@mui/material/styles';
import { memo } from 'react';
import { imageDataUrl, type Frame } from '../api/types';
import { framePriceText } from '../model/configuration';
import { TileImage } from './option-visuals';
import { PriceDifference } from './price-difference';

/** Lines a frame's name may take: every tile, and so every row of the picker, is as tall. */
const NAME_LINES = 3;
const NAME_LINE_HEIGHT = 1.3;

/**
 * The tiles' styles, written once by the list around them: a tile is a plain button with
 * classes, so that mounting and taking down a screenful of them costs the elements alone (a
 * click on a frame closes the picker, and the preview waits for that).
 */
export const frameTileStyles = (theme: Theme) => ({
  '& .frame-tile': {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'stretch',
    width: '100%',
    height: '100%',
    margin: 0,
    padding: theme.spacing(1),
    gap: theme.spacing(0.5),
    textAlign: 'left',
    font: 'inherit',
    color: 'inherit',
    cursor: 'pointer',
    border: `2px solid ${theme.palette.divider}`,
    // In px: `sx` reads a bare number as a multiple of the theme's radius.
    borderRadius: `${Number(theme.shape.borderRadius) * 2}px`,
    backgroundColor: theme.palette.background.paper,
    WebkitTapHighlightColor: 'transparent',
    '&:hover': { borderColor: theme.palette.text.secondary },
    '&[aria-pressed="true"]': { borderColor: theme.palette.primary.main },
    // The gold ring stands out from the walnut border of the chosen frame.
    '&:focus-visible': { outline: `3px solid ${theme.palette.secondary.main}` },
  },
  '& .frame-tile-picture': { position: 'relative', display: 'block' },
  '& .frame-tile-chosen': {
    position: 'absolute',
    top: '4px',
    right: '4px',
    backgroundColor: '#fff',
    borderRadius: '50%',
  },
  '& .frame-tile-name': {
    ...theme.typography.body2,
    fontWeight: 600,
    lineHeight: NAME_LINE_HEIGHT,
    minHeight: `${NAME_LINES * NAME_LINE_HEIGHT}em`,
    display: '-webkit-box',
    WebkitBoxOrient: 'vertical',
    WebkitLineClamp: NAME_LINES,
    overflow: 'hidden',
  },
  '& .frame-tile-prices': {
    display: 'flex',
    justifyContent: 'space-between',
    gap: theme.spacing(1),
    marginTop: 'auto',
    fontSize: '0.8125rem',
  },
  '& .frame-tile-per-metre': { color: theme.palette.text.secondary },
});

/**
 * One frame of the picker: its picture, name, price per metre and what it would change in the
 * price of the piece; pressed when it is the chosen one.
 */
export const FrameTile = memo(
  ({
    frame,
    selected,
    cents,
    loading,
    position,
    setSize,
    onChoose,
    textureRef,
  }: {
    frame: Frame;
    selected: boolean;
    /** What choosing it changes in the price, once known. */
    cents: number | undefined;
    loading: boolean;
    /** Its place among the frames loaded (from 1), told to a screen reader that meets it. */
    position: number;
    setSize: number;
    onChoose(frame: Frame): void;
    textureRef(element: Element | null): (() => void) | void;
  }) => (
    <li
      ref={frame.textureContentType ? textureRef : undefined}
      data-texture-frame={frame.textureContentType ? frame.id : undefined}
      aria-posinset={position}
      aria-setsize={setSize}
    >
      <button
        type="button"
        className="frame-tile"
        aria-pressed={selected}
        onClick={() => onChoose(frame)}
      >
        <span className="frame-tile-picture">
          <TileImage
            src={imageDataUrl(frame.thumb, frame.thumbContentType)}
            width={96}
            height={96}
            aspectRatio="1"
            lazy
            block
          />
          {selected && (
            <CheckCircleIcon className="frame-tile-chosen" color="primary" aria-hidden />
          )}
        </span>
        <span className="frame-tile-name">{frame.name}</span>
        <span className="frame-tile-prices">
          <span className="frame-tile-per-metre">{framePriceText(frame)}</span>
          <PriceDifference cents={cents} loading={loading} />
        </span>
      </button>
    </li>
  ),
);
