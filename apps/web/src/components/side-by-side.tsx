import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * Columns laid out by the grid template `columns` from the breakpoint `from` up, one under the
 * other on a narrower screen, each top-aligned; a column never grows past the screen for a long
 * word.
 */
export const SideBySide = ({
  from,
  columns,
  gap,
  children,
}: {
  from: 'sm' | 'md';
  columns: string;
  gap: number | { xs: number; md: number };
  children: ReactNode;
}) => (
  <Box
    sx={{
      display: 'grid',
      gap,
      gridTemplateColumns: { xs: 'minmax(0, 1fr)', [from]: columns },
      alignItems: 'start',
    }}
  >
    {children}
  </Box>
);
