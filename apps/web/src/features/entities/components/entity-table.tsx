import { order, orderNumberOf, type EntityDef } from '@fotoobraz/domain';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Row } from '../api/entity-api';
import type { EntityPermissions } from '../model/entity-access';
import { isSortable, type Sort } from '../model/list-params';
import { columnsOf, ORDER_PREVIEW_SORT, orderCustomerOf, type Column } from '../model/overrides';
import { FieldValue } from './field-value';
import { OrderPacketCell } from '../orders/order-packet-cell';
import { OrderPreviewCell } from '../orders/order-preview-cell';
import { RowActions } from '../../../components/row-actions';
import { visuallyHidden } from '../../../components/visually-hidden';

/** The actions stay in view while a wide table scrolls sideways. */
const STICKY_ACTIONS = {
  position: 'sticky',
  right: 0,
  bgcolor: 'background.default',
  boxShadow: '-6px 0 6px -6px rgba(0, 0, 0, 0.25)',
} as const;

/** List thumbnails: small, inside the spec's 30–200 px (order previews at most 120 px). */
export const LIST_IMAGE_HEIGHT = 50;
export const ORDER_PREVIEW_HEIGHT = 100;

const columnKey = (c: Column) => (c.kind === 'field' ? c.name : c.kind);
/** The column's sort key; the customer's column, drawn from three fields, has none. */
const sortFieldOf = (c: Column) =>
  c.kind === 'field' ? c.name : c.kind === 'orderPreview' ? ORDER_PREVIEW_SORT : null;

export interface RowSelection {
  selected: ReadonlySet<number>;
  toggle: (id: number) => void;
  /** The checkbox's accessible name for a row. */
  labelOf: (row: Row) => string;
}

/**
 * The rows of an entity list: the id links to the detail, related rows link to theirs, each row
 * has View (and for those who may, Edit and Delete). With `sort`, the sortable headers are links
 * that toggle the order.
 */
export const EntityTable = ({
  entity,
  rows,
  permissions,
  isAdmin,
  sort,
  sortHref,
  search = '',
  selection,
}: {
  entity: EntityDef;
  rows: readonly Row[];
  permissions: EntityPermissions;
  isAdmin: boolean;
  sort?: Sort;
  sortHref?: (field: string) => string;
  /** The list's URL search, kept while the delete dialog shows over the list. */
  search?: string;
  /** Rows picked for an action on several at once (the order list's labels). */
  selection?: RowSelection;
}) => {
  const { t } = useTranslation();
  const columns = columnsOf(entity);
  const base = `/entity/${entity.route}`;

  const header = (key: string, label: string, field: string | null, relation = false) => {
    // A relation column is not a sort key; the order preview's column sorts by its product.
    const sortable = sort && sortHref && field && !relation && isSortable(entity, field);
    return (
      <TableCell
        key={key}
        sortDirection={field && sort?.field === field ? sort.dir : false}
        // Long labels wrap within a readable width instead of being cut off.
        title={label}
        sx={{ minWidth: 64, verticalAlign: 'bottom', lineHeight: 1.25 }}
      >
        {sortable ? (
          <TableSortLabel
            component={RouterLink}
            to={sortHref(field)}
            active={sort.field === field}
            direction={sort.field === field ? sort.dir : 'asc'}
          >
            {label}
          </TableSortLabel>
        ) : (
          label
        )}
      </TableCell>
    );
  };

  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={entity.labelPlural}>
        <TableHead>
          <TableRow>
            {selection && (
              <TableCell padding="checkbox">
                <Box component="span" sx={visuallyHidden}>
                  {t('entity.list.select')}
                </Box>
              </TableCell>
            )}
            {header('id', entity === order ? t('entity.order.number') : t('entity.field.id'), 'id')}
            {columns.map((c) =>
              header(
                columnKey(c),
                c.kind === 'field' ? entity.fields[c.name].label : t(`entity.order.${c.kind}`),
                sortFieldOf(c),
                c.kind === 'field' && entity.fields[c.name].kind === 'relation',
              ),
            )}
            <TableCell sx={STICKY_ACTIONS}>{t('entity.list.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} hover selected={selection?.selected.has(row.id)}>
              {selection && (
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={selection.selected.has(row.id)}
                    onChange={() => selection.toggle(row.id)}
                    slotProps={{ input: { 'aria-label': selection.labelOf(row) } }}
                  />
                </TableCell>
              )}
              <TableCell>
                <Link component={RouterLink} to={`${base}/${row.id}`}>
                  {entity === order ? orderNumberOf(row) : row.id}
                </Link>
              </TableCell>
              {columns.map((c) => (
                <TableCell
                  key={columnKey(c)}
                  sx={{
                    whiteSpace:
                      c.kind === 'field' && entity.fields[c.name].kind === 'instant'
                        ? 'nowrap'
                        : undefined,
                  }}
                >
                  {c.kind === 'field' ? (
                    <FieldValue
                      entity={entity}
                      name={c.name}
                      row={row}
                      isAdmin={isAdmin}
                      imageHeight={LIST_IMAGE_HEIGHT}
                    />
                  ) : c.kind === 'orderCustomer' ? (
                    orderCustomerOf(row)
                  ) : c.kind === 'orderPacket' ? (
                    <OrderPacketCell order={row} />
                  ) : (
                    <OrderPreviewCell order={row} height={ORDER_PREVIEW_HEIGHT} />
                  )}
                </TableCell>
              ))}
              <TableCell sx={STICKY_ACTIONS}>
                <RowActions
                  path={`${base}/${row.id}`}
                  canEdit={permissions.write}
                  canDelete={permissions.write}
                  listSearch={search}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
