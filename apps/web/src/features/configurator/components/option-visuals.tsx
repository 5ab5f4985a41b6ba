import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** A mat's colour as a small framed square. */
export const Swatch = ({ colour }: { colour: string | null }) => (
  <Box
    component="span"
    aria-hidden
    sx={{
      width: 32,
      height: 32,
      flex: 'none',
      borderRadius: 1,
      border: 1,
      borderColor: 'divider',
      bgcolor: colour ?? 'grey.100',
      boxShadow: 'inset 0 0 0 3px rgba(255,255,255,0.5)',
    }}
  />
);

/** Descriptions make a phone's lists three times as long: there the names say enough. */
export const PhoneHidden = ({ children }: { children: ReactNode }) => (
  <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
    {children}
  </Box>
);

export const Thumb = ({ src, size = 48 }: { src: string | undefined; size?: number }) => (
  <Box
    component="img"
    src={src}
    alt=""
    width={size}
    height={size}
    sx={{ flex: 'none', borderRadius: 1, objectFit: 'cover', bgcolor: 'grey.100' }}
  />
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
  aspectRatio: string | Record<string, string>;
  lazy?: boolean;
  /** A block leaves no gap for the text line under the picture. */
  block?: boolean;
}) => (
  <Box
    component="img"
    src={src}
    alt=""
    loading={lazy ? 'lazy' : undefined}
    width={width}
    height={height}
    sx={{
      display: block ? 'block' : undefined,
      width: '100%',
      height: 'auto',
      aspectRatio,
      objectFit: 'cover',
      borderRadius: 1,
      bgcolor: 'grey.100',
    }}
  />
);
