import { order, type EntityDef } from '@fotoobraz/domain';
import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { entityQuery } from '../api/entity-api';
import type { EntityPermissions } from '../model/entity-access';
import { rowNameOf } from '../model/overrides';
import { OrderDetail } from '../orders/order-detail';
import { DetailFields } from './detail-fields';
import { DetailActions } from '../../../components/page-actions';

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
        {entity === order
          ? t('entity.order.title', { number: row.data ? rowNameOf(entity, row.data) : '' })
          : t('entity.detail.title', { label: entity.label, id })}
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
      <DetailActions back={base} edit={permissions.write ? `${base}/${id}/edit` : undefined} />
    </Container>
  );
};
