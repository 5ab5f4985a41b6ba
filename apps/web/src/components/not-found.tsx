import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PageMessage } from './page-message';

export const NotFound = () => {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return <PageMessage severity="warning">{t('global.notFound', { path: pathname })}</PageMessage>;
};
