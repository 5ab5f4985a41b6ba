import { order, type EntityDef } from '@fotoobraz/domain';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditIcon from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { entityQuery } from '../api/entity-api';
import type { EntityPermissions } from '../model/entity-access';
import { OrderDetail } from '../orders/order-detail';
import { DetailFields } from './detail-fields';

/** /{id}: every field of the row, with Back and Edit (spec §2); orders have their own summary. */
export const EntityDetailPage = ({
  entity,
  id,
  permissions,
  isAdmin,
}: {
  entity: EntityDef;
  id: number;
  permissions: EntityPermissions;
  isAdmin: boolean;
}) => {
  const { t } = useTranslation();
  const row = useQuery(entityQuery(entity, id));
  const base = `/entity/${entity.route}`;
  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('entity.detail.title', { label: entity.label, id })}
      </Typography>
      {row.isPending ? (
        <Typography role="status">{t('entity.loading')}</Typography>
      ) : row.isError ? (
        <Alert severity="error">{t('entity.detail.failed')}</Alert>
      ) : entity === order ? (
        <OrderDetail order={row.data} isAdmin={isAdmin} />
      ) : (
        <DetailFields entity={entity} row={row.data} isAdmin={isAdmin} />
      )}
      <Stack direction="row" spacing={2} sx={{ mt: 3 }}>
        <Button component={RouterLink} to={base} variant="outlined" startIcon={<ArrowBackIcon />}>
          {t('entity.action.back')}
        </Button>
        {permissions.write && (
          <Button
            component={RouterLink}
            to={`${base}/${id}/edit`}
            variant="contained"
            startIcon={<EditIcon />}
          >
            {t('entity.action.edit')}
          </Button>
        )}
      </Stack>
    </Container>
  );
};
