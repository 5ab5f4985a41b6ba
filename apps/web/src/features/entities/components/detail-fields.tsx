import { fieldEntries, type EntityDef } from '@fotoobraz/domain';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Row } from '../api/entity-api';
import { FieldValue } from './field-value';

/** Images on a detail page: large enough to see, inside the spec's 30–200 px. */
export const DETAIL_IMAGE_HEIGHT = 200;

/**
 * Every field of a row, label beside value, in the model's order. A screen with its own way of
 * showing a field passes it in `render`; one that shows it elsewhere, or never, names it in `omit`.
 */
export const DetailFields = ({
  entity,
  row,
  isAdmin,
  render = {},
  omit = [],
}: {
  entity: EntityDef;
  row: Row;
  isAdmin: boolean;
  render?: Readonly<Record<string, (row: Row) => ReactNode>>;
  omit?: readonly string[];
}) => {
  const { t } = useTranslation();
  return (
    <Table size="small" aria-label={entity.label}>
      <TableBody>
        <TableRow>
          <TableCell component="th" scope="row" sx={{ width: '35%' }}>
            {t('entity.field.id')}
          </TableCell>
          <TableCell>{row.id}</TableCell>
        </TableRow>
        {fieldEntries(entity)
          .filter(([name]) => !omit.includes(name))
          .map(([name, field]) => (
            <TableRow key={name}>
              <TableCell component="th" scope="row">
                {field.label}
              </TableCell>
              <TableCell
                sx={{
                  whiteSpace: field.kind === 'text' ? 'pre-wrap' : undefined,
                  overflowWrap: 'anywhere',
                }}
              >
                {render[name] ? (
                  render[name](row)
                ) : (
                  <FieldValue
                    entity={entity}
                    name={name}
                    row={row}
                    isAdmin={isAdmin}
                    imageHeight={DETAIL_IMAGE_HEIGHT}
                  />
                )}
              </TableCell>
            </TableRow>
          ))}
      </TableBody>
    </Table>
  );
};
