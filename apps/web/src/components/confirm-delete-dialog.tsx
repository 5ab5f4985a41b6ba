import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ApiError } from '../lib/api/api-error';
import { ConfirmActions } from './confirm-actions';

/**
 * A delete confirmation over a list. Cancel, closing and a finished delete go back one step when
 * opened from a link inside the app, and to the list when opened directly.
 */
export const ConfirmDeleteDialog = ({
  listPath,
  question,
  inUseText,
  pending,
  error,
  onConfirm,
}: {
  listPath: string;
  question: string;
  /** Shown when the server refuses because other records still refer to this one. */
  inUseText: string;
  pending: boolean;
  error: unknown;
  onConfirm: (done: () => void) => void;
}) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const back = () =>
    location.key === 'default' ? void navigate(`${listPath}${location.search}`) : void navigate(-1);
  const inUse = error instanceof ApiError && error.status === 409;
  return (
    <Dialog open onClose={back} aria-labelledby="delete-title" aria-describedby="delete-question">
      <DialogTitle id="delete-title">{t('entity.delete.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="delete-question">{question}</DialogContentText>
        {inUse && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {inUseText}
          </Alert>
        )}
      </DialogContent>
      <ConfirmActions
        label={t('entity.action.delete')}
        color="error"
        onCancel={back}
        onConfirm={() => onConfirm(back)}
        disabled={pending}
      />
    </Dialog>
  );
};
