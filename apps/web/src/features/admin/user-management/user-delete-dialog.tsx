import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { useDeleteUser } from './users-api';

/** /admin/user-management/{login}/delete: confirmation over the list. */
export const UserDeleteDialog = () => {
  const { t } = useTranslation();
  const { login = '' } = useParams();
  const remove = useDeleteUser();
  return (
    <ConfirmDeleteDialog
      listPath="/admin/user-management"
      question={t('userManagement.delete.question', { login })}
      inUseText={t('userManagement.delete.inUse')}
      pending={remove.isPending}
      error={remove.error}
      onConfirm={(done) => remove.mutate(login, { onSuccess: done })}
    />
  );
};
