import type { User } from '@fotoobraz/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Outlet, Link as RouterLink, useLocation, useSearchParams } from 'react-router';
import { PageLoading } from '../../../components/page-loading';
import { useSession } from '../../../lib/auth/session';
import { formatUserDate } from './user-format';
import { USERS_PAGE_SIZE, usersPageQuery, useSaveUser } from './users-api';
import { RowActions } from '../../../components/row-actions';

const SORTABLE = [
  'id',
  'login',
  'email',
  'langKey',
  'createdDate',
  'lastModifiedBy',
  'lastModifiedDate',
] as const;
type SortField = (typeof SORTABLE)[number];

/** Page (1-based) and sort of the URL, e.g. ?page=2&sort=login,desc. */
const readParams = (search: URLSearchParams) => {
  const page = Number(search.get('page') ?? '1');
  const [field, dir] = (search.get('sort') ?? '').split(',');
  const valid =
    (SORTABLE as readonly string[]).includes(field) && (dir === 'asc' || dir === 'desc');
  return {
    page: Number.isInteger(page) && page >= 1 ? page - 1 : 0,
    field: (valid ? field : 'id') as SortField,
    dir: (valid ? dir : 'asc') as 'asc' | 'desc',
  };
};

/** The actions stay in view while the table scrolls sideways. */
const STICKY_ACTIONS = { position: 'sticky', right: 0, bgcolor: 'background.default' } as const;

const searchOf = (page: number, field: string, dir: string) =>
  `?page=${page + 1}&sort=${field},${dir}`;

/** JHipster's activate toggle: a deactivated user is activated with one click, and back. */
const ActivationButton = ({ user, self }: { user: User; self: boolean }) => {
  const { t } = useTranslation();
  const save = useSaveUser();
  return (
    <Button
      size="small"
      variant={user.activated ? 'outlined' : 'contained'}
      color={user.activated ? 'success' : 'warning'}
      disabled={self || save.isPending}
      onClick={() => save.mutate({ ...user, activated: !user.activated })}
    >
      {t(user.activated ? 'userManagement.activated' : 'userManagement.deactivated')}
    </Button>
  );
};

/** /admin/user-management: the users, paged by X-Total-Count, sortable; delete shows over it. */
export const UserListPage = () => {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const { search: rawSearch } = useLocation();
  const { account } = useSession();
  const { page, field, dir } = readParams(search);
  const list = useQuery({
    ...usersPageQuery(page, `${field},${dir}`),
    placeholderData: keepPreviousData,
  });
  const header = (name: SortField, label: string) => (
    <TableCell sortDirection={field === name ? dir : false}>
      <TableSortLabel
        component={RouterLink}
        to={searchOf(0, name, field === name && dir === 'asc' ? 'desc' : 'asc')}
        active={field === name}
        direction={field === name ? dir : 'asc'}
      >
        {label}
      </TableSortLabel>
    </TableCell>
  );
  return (
    <Container maxWidth={false} sx={{ py: 3 }}>
      <Stack direction="row" justifyContent="space-between" alignItems="center" sx={{ mb: 2 }}>
        <Typography variant="h4" component="h1">
          {t('userManagement.home.title')}
        </Typography>
        <Button variant="contained" component={RouterLink} to="/admin/user-management/new">
          {t('userManagement.home.createLabel')}
        </Button>
      </Stack>
      {list.isPending ? (
        <PageLoading />
      ) : list.isError ? (
        <Alert severity="error">{t('userManagement.home.failed')}</Alert>
      ) : (
        <>
          <TableContainer>
            <Table size="small" aria-label={t('userManagement.home.title')}>
              <TableHead>
                <TableRow>
                  {header('id', t('userManagement.id'))}
                  {header('login', t('userManagement.login'))}
                  {header('email', t('userManagement.email'))}
                  <TableCell>{t('userManagement.activation')}</TableCell>
                  {header('langKey', t('userManagement.langKey'))}
                  <TableCell>{t('userManagement.profiles')}</TableCell>
                  {header('createdDate', t('userManagement.createdDate'))}
                  {header('lastModifiedBy', t('userManagement.lastModifiedBy'))}
                  {header('lastModifiedDate', t('userManagement.lastModifiedDate'))}
                  <TableCell sx={STICKY_ACTIONS}>{t('userManagement.actions')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {list.data.users.map((user) => {
                  const self = user.login === account?.login;
                  const path = `/admin/user-management/${encodeURIComponent(user.login)}`;
                  return (
                    <TableRow key={user.id} hover>
                      <TableCell>
                        <Link component={RouterLink} to={path}>
                          {user.id}
                        </Link>
                      </TableCell>
                      <TableCell>{user.login}</TableCell>
                      <TableCell>{user.email}</TableCell>
                      <TableCell>
                        <ActivationButton user={user} self={self} />
                      </TableCell>
                      <TableCell>{user.langKey}</TableCell>
                      <TableCell>
                        <Stack direction="row" spacing={0.5}>
                          {user.authorities.map((a) => (
                            <Chip key={a} label={a} size="small" />
                          ))}
                        </Stack>
                      </TableCell>
                      <TableCell>{formatUserDate(user.createdDate)}</TableCell>
                      <TableCell>{user.lastModifiedBy}</TableCell>
                      <TableCell>{formatUserDate(user.lastModifiedDate)}</TableCell>
                      <TableCell sx={STICKY_ACTIONS}>
                        <RowActions path={path} canEdit canDelete={!self} listSearch={rawSearch} />
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </TableContainer>
          <Stack direction="row" alignItems="center" spacing={2} sx={{ my: 2 }}>
            <Pagination
              page={page + 1}
              count={Math.max(1, Math.ceil(list.data.total / USERS_PAGE_SIZE))}
              showFirstButton
              showLastButton
              renderItem={(item) =>
                item.type === 'start-ellipsis' || item.type === 'end-ellipsis' || !item.page ? (
                  <PaginationItem {...item} />
                ) : (
                  <PaginationItem
                    component={RouterLink}
                    to={searchOf(item.page - 1, field, dir)}
                    {...item}
                  />
                )
              }
            />
            <Typography variant="body2" color="text.secondary" role="status">
              {t('userManagement.home.total', { total: list.data.total })}
            </Typography>
          </Stack>
        </>
      )}
      <Outlet />
    </Container>
  );
};
