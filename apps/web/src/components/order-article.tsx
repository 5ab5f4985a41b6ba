import Paper from '@mui/material/Paper';
import type { ReactNode } from 'react';

/**
 * An order, or one line of it, as an outlined article named by its heading: the preview in the
 * first column, the facts beside it; `columns` is the grid's template for each breakpoint.
 */
export const OrderArticle = ({
  headingId,
  columns,
  children,
}: {
  headingId: string;
  columns: Partial<Record<'xs' | 'sm' | 'md' | 'lg', string>>;
  children: ReactNode;
}) => (
  <Paper
    component="article"
    variant="outlined"
    aria-labelledby={headingId}
    sx={{ p: 2, display: 'grid', gap: 2, gridTemplateColumns: columns, alignItems: 'start' }}
  >
    {children}
  </Paper>
);
