import type { EntityDef } from '@fotoobraz/domain';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { useDeleteEntity } from '../api/entity-api';

/** /{id}/delete: a modal over the list (spec §2); after deleting, the list loads again. */
export const DeleteDialog = ({ entity }: { entity: EntityDef }) => {
  const { t } = useTranslation();
  const { id } = useParams();
  const remove = useDeleteEntity(entity);
  return (
    <ConfirmDeleteDialog
      listPath={`/entity/${entity.route}`}
      question={t('entity.delete.question', { entity: entity.label, id })}
      inUseText={t('entity.delete.inUse')}
      pending={remove.isPending}
      error={remove.error}
      onConfirm={(done) => remove.mutate(Number(id), { onSuccess: done })}
    />
  );
};
