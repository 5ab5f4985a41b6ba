import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';

export type Fact = readonly [label: string, value: ReactNode];

/** Label–value rows, each label a row header, as a person reads a spec sheet. */
export const FactTable = ({ label, facts }: { label: string; facts: readonly Fact[] }) => (
  <Table size="small" aria-label={label}>
    <TableBody>
      {facts.map(([name, value]) => (
        <TableRow key={name} sx={{ '&:last-child th, &:last-child td': { borderBottom: 0 } }}>
          <TableCell component="th" scope="row" sx={{ color: 'text.secondary', pl: 0 }}>
            {name}
          </TableCell>
          <TableCell align="right" sx={{ pr: 0, overflowWrap: 'anywhere' }}>
            {value}
          </TableCell>
        </TableRow>
      ))}
    </TableBody>
  </Table>
);
