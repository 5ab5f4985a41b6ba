import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../../components/page-loading';
import { activate } from '../api/account-api';
import { AccountPage } from '../components/account-page';
import { LinkAlert } from '../components/link-alert';
import { useKeyParam } from '../hooks/use-key-param';

/**
 * /activate/:key? (customer spec §2, §8). A key works once, so it is sent once: as a query that
 * is never refetched (StrictMode's double effects and a remount reuse the first answer).
 */
export const ActivatePage = () => {
  const { t } = useTranslation();
  const key = useKeyParam();
  const activation = useQuery({
    queryKey: ['account', 'activate', key],
    queryFn: async () => {
      await activate(key!);
      return true;
    },
    enabled: key !== undefined,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  const failed = key === undefined || activation.isError;

  return (
    <AccountPage title={t('activate.title')}>
      {failed ? (
        <LinkAlert severity="error" to="/register" label={t('activate.register')}>
          {t('activate.messages.error')}
        </LinkAlert>
      ) : activation.isSuccess ? (
        <LinkAlert severity="success" to="/login" label={t('activate.signIn')}>
          {t('activate.messages.success')}
        </LinkAlert>
      ) : (
        <PageLoading />
      )}
    </AccountPage>
  );
};
