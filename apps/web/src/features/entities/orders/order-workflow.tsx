import {
  nextOrderStatuses,
  ORDER_STATUS_LABELS,
  shopDay,
  type OrderStatus,
} from '@fotoobraz/domain';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChangeOrderStatus } from './order-api';
import { ConfirmActions } from '../../../components/confirm-actions';
import { DialogField } from '../../../components/dialog-field';

/** Statuses after the payment: cancelling from them issues a credit note, which needs a reason. */
const PAID: readonly string[] = ['ZAPLATENA', 'VO_VYROBE'];

/**
 * Buttons for the statuses the workflow allows next; each asks for an optional note (it goes
 * into the history and the customer's mail) before the change is sent. Marking it paid asks for
 * the payment's day (today unless told), which the tax document states; cancelling a paid order
 * asks for the reason, which the credit note states.
 */
export const OrderWorkflow = ({ id, status }: { id: number; status: string }) => {
  const { t } = useTranslation();
  const change = useChangeOrderStatus(id);
  const [target, setTarget] = useState<OrderStatus | null>(null);
  const [note, setNote] = useState('');
  const [paidOn, setPaidOn] = useState(() => shopDay());
  const next = nextOrderStatuses(status);
  const needsReason = target === 'ZRUSENA' && PAID.includes(status);
  const missingReason = needsReason && note.trim() === '';
  const close = () => {
    setTarget(null);
    setNote('');
    setPaidOn(shopDay());
  };
  const confirm = () => {
    if (!target || missingReason) return;
    change.mutate(
      {
        status: target,
        note: note.trim() || null,
        ...(target === 'ZAPLATENA' && paidOn ? { paidOn } : {}),
      },
      { onSuccess: close },
    );
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
          {target === 'ZAPLATENA' && (
            <DialogField
              type="date"
              label={t('entity.order.workflow.paidOn')}
              helperText={t('entity.order.workflow.paidOnHelp')}
              value={paidOn}
              onChange={setPaidOn}
              required
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: shopDay() } }}
            />
          )}
          <DialogField
            label={t(needsReason ? 'entity.order.workflow.reason' : 'entity.order.workflow.note')}
            value={note}
            onChange={setNote}
            required={needsReason}
            helperText={missingReason ? t('entity.order.workflow.reasonRequired') : undefined}
            multiline
            minRows={2}
          />
        </DialogContent>
        <ConfirmActions
          label={t('entity.order.workflow.submit')}
          onCancel={close}
          onConfirm={confirm}
          disabled={change.isPending || missingReason || (target === 'ZAPLATENA' && !paidOn)}
        />
      </Dialog>
    </section>
  );
};
