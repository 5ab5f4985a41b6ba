import type { SxProps, Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell, { type TableCellProps } from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { TFunction } from 'i18next';
import { Children, type ReactNode } from 'react';

/** One column's header: its text (or a sort link), alignment and width. */
export interface Column {
  label: ReactNode;
  align?: TableCellProps['align'];
  sx?: SxProps<Theme>;
  sortDirection?: TableCellProps['sortDirection'];
}

/**
 * Columns headed by the messages `prefix.key`, in the order of `keys`, each aligned as `align`.
 * @example headings(t, 'admin.withdrawals', ['order', 'state']) // -> [{ label: 'Objednávka' }, { label: 'Stav' }]
 */
export const headings = (
  t: TFunction,
  prefix: string,
  keys: readonly string[],
  align?: TableCellProps['align'],
): Column[] => keys.map((key) => ({ label: t(`${prefix}.${key}`), align }));

/**
 * A table with a header row and the rows given as children, named for screen readers by
 * `label`; without rows, one row says `empty`. Dense unless `size` says otherwise, as the
 * administration screens show a lot at once.
 */
export const DataTable = ({
  label,
  columns,
  size = 'small',
  sx,
  containerSx,
  empty,
  children,
}: {
  label: string;
  columns: readonly Column[];
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
  containerSx?: SxProps<Theme>;
  empty?: string;
  children: ReactNode;
}) => (
  <TableContainer sx={containerSx}>
    <Table size={size} aria-label={label} sx={sx}>
      <TableHead>
        <TableRow>
          {columns.map((column, i) => (
            <TableCell
              key={i}
              align={column.align}
              sx={column.sx}
              sortDirection={column.sortDirection}
            >
              {column.label}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {empty !== undefined && Children.toArray(children).length === 0 ? (
          <TableRow>
            <TableCell colSpan={columns.length}>{empty}</TableCell>
          </TableRow>
        ) : (
          children
        )}
      </TableBody>
    </Table>
  </TableContainer>
);

/** A cell holding a number or an amount: aligned right and never broken across lines. */
export const NumberCell = ({ children }: { children: ReactNode }) => (
  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
    {children}
  </TableCell>
);
