import type { EntityDef } from '@fotoobraz/domain';
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
import { useDeleteEntity } from '../api/entity-api';

/**
 * /{id}/delete: a modal over the list (spec §2). Cancel or closing goes back one step; Delete
 * sends the delete call, then goes back, and the list loads again.
 */
export const DeleteDialog = ({ entity }: { entity: EntityDef }) => {
  const { t } = useTranslation();
  const { id } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const remove = useDeleteEntity(entity);
  // Opened from a link inside the app: one step back; opened directly: to the list.
  const back = () =>
    location.key === 'default'
      ? void navigate(`/entity/${entity.route}${location.search}`)
      : void navigate(-1);
  const confirm = () => remove.mutate(Number(id), { onSuccess: back });
  const inUse = remove.error instanceof ApiError && remove.error.status === 409;
  return (
    <Dialog open onClose={back} aria-labelledby="delete-title" aria-describedby="delete-question">
      <DialogTitle id="delete-title">{t('entity.delete.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="delete-question">
          {t('entity.delete.question', { entity: entity.label, id })}
        </DialogContentText>
        {inUse && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {t('entity.delete.inUse')}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={back}>{t('entity.action.cancel')}</Button>
        <Button color="error" variant="contained" onClick={confirm} disabled={remove.isPending}>
          {t('entity.action.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
