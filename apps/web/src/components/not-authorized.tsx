import { useTranslation } from 'react-i18next';
import { PageMessage } from './page-message';

export const NotAuthorized = () => {
  const { t } = useTranslation();
  return <PageMessage severity="warning">{t('global.notAuthorized')}</PageMessage>;
};
