import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageLoading } from '../../../components/page-loading';
import { useSession } from '../../../lib/auth/session';
import { MY_ORDERS_PAGE_SIZE, myOrdersQuery } from '../api/my-orders';
import { LinkAlert } from '../components/link-alert';
import { OrderCard } from '../components/order-card';

/** The page number in the address (1-based, `?page=2`), so that back and reload keep it. */
const usePageParam = () => {
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(search.get('page')) || 1));
  const setPage = (next: number) => setSearch(next > 1 ? { page: String(next) } : {});
  return [page, setPage] as const;
};

/** /account/orders (beyond the spec): the signed-in customer's own orders, newest first. */
export const MyOrdersPage = () => {
  const { t } = useTranslation();
  const { account } = useSession();
  const [page, setPage] = usePageParam();
  const orders = useQuery({
    ...myOrdersQuery(account?.id ?? 0, page - 1),
    enabled: account !== null,
  });
  const pages = Math.ceil((orders.data?.total ?? 0) / MY_ORDERS_PAGE_SIZE);

  const content = () => {
    if (orders.isPending) return <PageLoading />;
    if (orders.isError) return <Alert severity="error">{t('account.orders.failed')}</Alert>;
    if (orders.data.orders.length === 0) {
      return (
        <LinkAlert severity="info" to="/" label={t('account.orders.start')}>
          {t('account.orders.empty')}
        </LinkAlert>
      );
    }
    return (
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        {orders.data.orders.map((order) => (
          <OrderCard key={order.id} order={order} />
        ))}
        {pages > 1 && (
          <Pagination
            count={pages}
            page={page}
            onChange={(_event, next) => setPage(next)}
            aria-label={t('account.orders.pages')}
            sx={{ alignSelf: 'center' }}
          />
        )}
      </Box>
    );
  };

  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('account.orders.title')}
      </Typography>
      {content()}
    </Container>
  );
};
