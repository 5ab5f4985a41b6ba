import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../../components/page-loading';
import { PageMessage } from '../../../components/page-message';
import { managementInfoQuery } from '../../../lib/management-info';
import { AdminPage } from '../components/admin-page';

/** Served by the server itself (same origin; its CSP allows framing by 'self'). */
const SWAGGER_UI = '/swagger-ui/';

/**
 * /admin/docs: Swagger UI of the server's OpenAPI description, when the server publishes it
 * (the api-docs profile); otherwise the page says the docs are off.
 */
export const DocsPage = () => {
  const { t } = useTranslation();
  const profile = useQuery(managementInfoQuery);
  if (profile.isPending) return <PageLoading />;
  if (!profile.data?.apiDocsEnabled)
    return <PageMessage severity="info">{t('admin.docs.off')}</PageMessage>;
  return (
    <AdminPage title={t('admin.docs.title')}>
      <Box
        component="iframe"
        src={SWAGGER_UI}
        title={t('admin.docs.frame')}
        sx={{
          display: 'block',
          width: '100%',
          height: 'calc(100vh - 200px)',
          minHeight: 480,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'background.paper',
        }}
      />
    </AdminPage>
  );
};
