import type { Theme } from '@mui/material/styles';
import type { CSSProperties, ReactNode } from 'react';

/**
 * The pictures and swatches of option cards are plain elements with a class: the lists of step 2
 * hold dozens of them and render again with every answer that arrives, so their styles are
 * written once, by the list around them (`optionVisualStyles`), not per element.
 */
export const optionVisualStyles = (theme: Theme) => {
  // In px: the frame picker spreads these styles into `sx`, which reads a bare number as a
  // multiple of the theme's radius (8 x 8 px made its pictures ovals).
  const radius = `${theme.shape.borderRadius}px`;
  return {
    '& .option-swatch': {
      width: 32,
      height: 32,
      flex: 'none',
      borderRadius: radius,
      border: `1px solid ${theme.palette.divider}`,
      boxShadow: 'inset 0 0 0 3px rgba(255,255,255,0.5)',
      backgroundColor: theme.palette.grey[100],
    },
    '& .option-thumb': {
      flex: 'none',
      borderRadius: radius,
      objectFit: 'cover',
      backgroundColor: theme.palette.grey[100],
    },
    '& .option-tile-image': {
      width: '100%',
      height: 'auto',
      aspectRatio: 'var(--tile-ratio)',
      objectFit: 'cover',
      borderRadius: radius,
      backgroundColor: theme.palette.grey[100],
      [theme.breakpoints.up('sm')]: { aspectRatio: 'var(--tile-ratio-sm, var(--tile-ratio))' },
    },
    '& .option-tile-image.option-block': { display: 'block' },
    '& .option-phone-hidden': {
      display: 'none',
      [theme.breakpoints.up('sm')]: { display: 'inline' },
    },
  };
};

/** A mat's colour as a small framed square. */
export const Swatch = ({ colour }: { colour: string | null }) => (
  <span
    aria-hidden
    className="option-swatch"
    style={colour ? { backgroundColor: colour } : undefined}
  />
);

/** Descriptions make a phone's lists three times as long: there the names say enough. */
export const PhoneHidden = ({ children }: { children: ReactNode }) => (
  <span className="option-phone-hidden">{children}</span>
);

export const Thumb = ({ src, size = 48 }: { src: string | undefined; size?: number }) => (
  <img className="option-thumb" src={src} alt="" width={size} height={size} loading="lazy" />
);

/** A picture filling the width of its tile in a fixed shape, grey until it has loaded. */
export const TileImage = ({
  src,
  width,
  height,
  aspectRatio,
  lazy = false,
  block = false,
}: {
  src: string | undefined;
  width: number;
  height: number;
  /** One shape, or one for phones and another from the `sm` breakpoint up. */
  aspectRatio: string | { xs: string; sm: string };
  lazy?: boolean;
  /** A block leaves no gap for the text line under the picture. */
  block?: boolean;
}) => {
  const ratio =
    typeof aspectRatio === 'string'
      ? { '--tile-ratio': aspectRatio }
      : { '--tile-ratio': aspectRatio.xs, '--tile-ratio-sm': aspectRatio.sm };
  return (
    <img
      className={block ? 'option-tile-image option-block' : 'option-tile-image'}
      src={src}
      alt=""
      loading={lazy ? 'lazy' : undefined}
      width={width}
      height={height}
      style={ratio as CSSProperties}
    />
  );
};
