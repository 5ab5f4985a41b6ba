import { nextOrderStatuses, ORDER_STATUS_LABELS, type OrderStatus } from '@fotoobraz/domain';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChangeOrderStatus } from './order-api';

/**
 * Buttons for the statuses the workflow allows next; each asks for an optional note (it goes
 * into the history and the customer's mail) before the change is sent.
 */
export const OrderWorkflow = ({ id, status }: { id: number; status: string }) => {
  const { t } = useTranslation();
  const change = useChangeOrderStatus(id);
  const [target, setTarget] = useState<OrderStatus | null>(null);
  const [note, setNote] = useState('');
  const next = nextOrderStatuses(status);
  const close = () => {
    setTarget(null);
    setNote('');
  };
  const confirm = () => {
    if (!target) return;
    change.mutate({ status: target, note: note.trim() || null }, { onSuccess: close });
  };
  return (
    <section aria-labelledby="order-workflow">
      <Typography variant="h6" component="h2" id="order-workflow" gutterBottom>
        {t('entity.order.workflow.title')}
      </Typography>
      {next.length === 0 ? (
        <Typography color="text.secondary">{t('entity.order.workflow.final')}</Typography>
      ) : (
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
          {next.map((s) => (
            <Button
              key={s}
              variant="outlined"
              color={s === 'ZRUSENA' ? 'error' : 'primary'}
              onClick={() => setTarget(s)}
            >
              {t('entity.order.workflow.moveTo', { status: ORDER_STATUS_LABELS[s] })}
            </Button>
          ))}
        </Stack>
      )}
      <Dialog open={target !== null} onClose={close} aria-labelledby="status-title" fullWidth>
        <DialogTitle id="status-title">{t('entity.order.workflow.confirmTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {target &&
              t('entity.order.workflow.confirm', {
                from: ORDER_STATUS_LABELS[status as OrderStatus] ?? status,
                to: ORDER_STATUS_LABELS[target],
              })}
          </DialogContentText>
          <TextField
            label={t('entity.order.workflow.note')}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            multiline
            minRows={2}
            fullWidth
            sx={{ mt: 2 }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('entity.action.cancel')}</Button>
          <Button variant="contained" onClick={confirm} disabled={change.isPending}>
            {t('entity.order.workflow.submit')}
          </Button>
        </DialogActions>
      </Dialog>
    </section>
  );
};
