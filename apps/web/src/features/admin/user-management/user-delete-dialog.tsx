import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../lib/api/api-error';
import { useDeleteUser } from './users-api';

/** /admin/user-management/{login}/delete: confirmation over the list. */
export const UserDeleteDialog = () => {
  const { t } = useTranslation();
  const { login = '' } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const remove = useDeleteUser();
  const back = () =>
    location.key === 'default'
      ? void navigate(`/admin/user-management${location.search}`)
      : void navigate(-1);
  const inUse = remove.error instanceof ApiError && remove.error.status === 409;
  return (
    <Dialog open onClose={back} aria-labelledby="user-delete-title">
      <DialogTitle id="user-delete-title">{t('entity.delete.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('userManagement.delete.question', { login })}</DialogContentText>
        {inUse && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {t('userManagement.delete.inUse')}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={back}>{t('entity.action.cancel')}</Button>
        <Button
          color="error"
          variant="contained"
          disabled={remove.isPending}
          onClick={() => remove.mutate(login, { onSuccess: back })}
        >
          {t('entity.action.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
