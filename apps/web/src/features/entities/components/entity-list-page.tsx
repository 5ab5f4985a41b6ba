import { order, orderNumberOf, type EntityDef } from '@fotoobraz/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Outlet,
  Link as RouterLink,
  useLocation,
  useNavigate,
  useSearchParams,
} from 'react-router';
import { PageLoading } from '../../../components/page-loading';
import { entityInfiniteQuery, entityListQuery } from '../api/entity-api';
import type { EntityPermissions } from '../model/entity-access';
import {
  FILTER_SIZE,
  listSearch,
  PAGE_SIZE,
  readListParams,
  toggledSort,
  type ListParams,
} from '../model/list-params';
import { pageButtonsOnTop } from '../model/overrides';
import { OrderListTools } from '../orders/order-list-tools';
import { EntityTable, type RowSelection } from './entity-table';
import { PageLinks } from './page-links';

/** What a list shows and to whom; the rows' table gets them as they are. */
interface ListProps {
  entity: EntityDef;
  permissions: EntityPermissions;
  isAdmin: boolean;
}

/** Entities with the model's free-text `filter` (the frame list: name or colour code). */
const hasTextFilter = (entity: EntityDef): boolean =>
  entity.filters?.some((f) => f.param === 'filter' && f.kind === 'contains') ?? false;

/**
 * A list's text filter with its Filter button (the frame list's, the order list's search); Enter
 * in the box applies it as the button does. The filter goes into the URL.
 */
const TextFilter = ({ entity, params }: { entity: EntityDef; params: ListParams }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [text, setText] = useState(params.filter);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void navigate({ search: listSearch({ ...params, page: 0, filter: text.trim() }) });
  };
  return (
    <Box
      component="form"
      role="search"
      onSubmit={submit}
      // On a phone the box takes the row and its buttons wrap below it.
      sx={{ display: 'flex', gap: 1, my: 2, flexWrap: 'wrap' }}
    >
      <TextField
        size="small"
        label={t(`entity.filter.${entity.name}`)}
        value={text}
        onChange={(e) => setText(e.target.value)}
        sx={{ minWidth: { xs: '100%', sm: 280 } }}
      />
      <Button type="submit" variant="outlined">
        {t('entity.action.filter')}
      </Button>
      {params.filter && (
        <Button
          onClick={() => {
            setText('');
            void navigate({ search: listSearch({ ...params, page: 0, filter: '' }) });
          }}
        >
          {t('entity.action.clearFilter')}
        </Button>
      )}
    </Box>
  );
};

/** A paged list (page and sort in the URL), the frame list's filtered page, or an unpaged one. */
const PagedRows = ({
  params,
  selection,
  ...props
}: ListProps & { params: ListParams; selection?: RowSelection }) => {
  const { entity } = props;
  const { t } = useTranslation();
  const { search } = useLocation();
  const list = useQuery({ ...entityListQuery(entity, params), placeholderData: keepPreviousData });
  if (list.isPending) return <PageLoading />;
  if (list.isError) return <Alert severity="error">{t('entity.list.failed')}</Alert>;
  const { rows, total } = list.data;
  const paged = entity.list.paged && !params.filter;
  const pageCount = Math.ceil(total / PAGE_SIZE);
  const pages = paged && (
    <PageLinks
      page={params.page}
      pageCount={pageCount}
      maxButtons={entity.list.pageButtons}
      hrefOf={(page) => listSearch({ ...params, page })}
    />
  );
  const first = params.page * PAGE_SIZE + 1;
  return (
    <>
      {pageButtonsOnTop(entity) && pages}
      {rows.length === 0 ? (
        <Alert severity="info" role="status" sx={{ my: 2 }}>
          {t('entity.list.empty')}
        </Alert>
      ) : (
        <EntityTable
          {...props}
          rows={rows}
          sort={entity.list.sortable ? params.sort : undefined}
          sortHref={(field) =>
            listSearch({ ...params, page: 0, sort: toggledSort(params.sort, field) })
          }
          search={search}
          selection={selection}
        />
      )}
      <Stack direction="row" alignItems="center" spacing={2} sx={{ my: 2, flexWrap: 'wrap' }}>
        {pages}
        <Typography variant="body2" color="text.secondary" role="status">
          {params.filter
            ? t('entity.list.filtered', { total, max: FILTER_SIZE })
            : paged && total > 0
              ? t('entity.list.count', {
                  first,
                  last: Math.min(total, first + rows.length - 1),
                  total,
                })
              : t('entity.list.total', { total })}
        </Typography>
      </Stack>
    </>
  );
};

/** Frame-2: more rows load as the end of the list scrolls into view (spec §2). */
const InfiniteRows = (props: ListProps) => {
  const { t } = useTranslation();
  const { search } = useLocation();
  const list = useInfiniteQuery(entityInfiniteQuery(props.entity));
  const end = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  useEffect(() => {
    const sentinel = end.current;
    if (!sentinel || !hasNextPage) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    });
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  if (list.isPending) return <PageLoading />;
  if (list.isError) return <Alert severity="error">{t('entity.list.failed')}</Alert>;
  const rows = list.data.pages.flatMap((p) => p.rows);
  const total = list.data.pages[0]?.total ?? rows.length;
  return (
    <>
      <EntityTable {...props} rows={rows} search={search} />
      <Box ref={end} sx={{ py: 2 }}>
        <Typography variant="body2" color="text.secondary" role="status">
          {hasNextPage
            ? t('entity.list.loadingMore', { shown: rows.length, total })
            : t('entity.list.allLoaded', { total: rows.length })}
        </Typography>
      </Box>
    </>
  );
};

/**
 * The list of an entity (spec §2): title, Create new, the rows with View, Edit and Delete, and
 * the behaviour the model names: paged and sortable, unpaged, filtered, or infinite. The delete
 * dialog shows over it (the nested route's Outlet).
 */
export const EntityListPage = (props: ListProps) => {
  const { entity, permissions, isAdmin } = props;
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const params = readListParams(entity, search);
  // The owner picks orders to print their packets' labels at once.
  const selecting = entity === order && isAdmin;
  const [selected, setSelected] = useState<readonly number[]>([]);
  const selection: RowSelection | undefined = selecting
    ? {
        selected: new Set(selected),
        toggle: (id) =>
          setSelected((now) => (now.includes(id) ? now.filter((x) => x !== id) : [...now, id])),
        labelOf: (row) => t('entity.order.packet.selectOrder', { number: orderNumberOf(row) }),
      }
    : undefined;
  return (
    <Container maxWidth={false} sx={{ py: 3 }}>
      <Stack
        direction="row"
        justifyContent="space-between"
        alignItems="center"
        spacing={2}
        sx={{ mb: 2, flexWrap: 'wrap' }}
      >
        <Typography variant="h4" component="h1">
          {t('entities.listTitle', { label: entity.labelPlural })}
        </Typography>
        {permissions.write && (
          <Button variant="contained" component={RouterLink} to={`/entity/${entity.route}/new`}>
            {t('entity.action.create')}
          </Button>
        )}
      </Stack>
      {hasTextFilter(entity) && <TextFilter key={params.filter} entity={entity} params={params} />}
      {selecting && (
        <OrderListTools params={params} selected={selected} onClear={() => setSelected([])} />
      )}
      {entity.list.infiniteScroll ? (
        <InfiniteRows {...props} />
      ) : (
        <PagedRows {...props} params={params} selection={selection} />
      )}
      <Outlet />
    </Container>
  );
};
