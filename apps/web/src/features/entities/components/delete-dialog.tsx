import type { EntityDef } from '@fotoobraz/domain';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { useQuery } from '@tanstack/react-query';
import { entityToDeleteQuery, useDeleteEntity } from '../api/entity-api';
import { rowNameOf } from '../model/overrides';

/**
 * /{id}/delete: a modal over the list (spec §2) naming the row as the owner knows it; after
 * deleting, the list loads again.
 */
export const DeleteDialog = ({ entity }: { entity: EntityDef }) => {
  const { t } = useTranslation();
  const { id } = useParams();
  const remove = useDeleteEntity(entity);
  const row = useQuery({ ...entityToDeleteQuery(entity, Number(id)), enabled: Number(id) > 0 });
  // By its name or title once loaded, by its id until then.
  const name = row.data ? rowNameOf(entity, row.data) : id;
  return (
    <ConfirmDeleteDialog
      listPath={`/entity/${entity.route}`}
      question={t('entity.delete.question', { entity: entity.label, name })}
      inUseText={t('entity.delete.inUse')}
      pending={remove.isPending}
      error={remove.error}
      onConfirm={(done) => remove.mutate(Number(id), { onSuccess: done })}
    />
  );
};
