import type { AdminWithdrawalView } from '@fotoobraz/domain';
import { formatEur, ibanProblem } from '@fotoobraz/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api/api-error';
import { useMarkReceived } from './withdrawals-api';
import { ConfirmActions } from '../../../components/confirm-actions';

/** The problem's Slovak `detail`, when the server gave one. */
const detailOf = (error: unknown): string | undefined =>
  error instanceof ApiError &&
  typeof (error.data as { detail?: unknown } | null)?.detail === 'string'
    ? (error.data as { detail: string }).detail
    : undefined;

/**
 * Confirms that a withdrawal's goods are back: the shop then issues the credit note of its lines
 * and the refund is due. Where no payment names the customer's account, the owner may enter the
 * IBAN the refund goes to (checked as banks check it).
 */
const ReceivedDialog = ({
  withdrawal,
  onClose,
}: {
  withdrawal: AdminWithdrawalView;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const received = useMarkReceived();
  const askIban = !withdrawal.paidFromIban;
  const [iban, setIban] = useState(withdrawal.refundIban ?? '');
  const problem = iban.trim() ? ibanProblem(iban) : null;
  const total = withdrawal.lines.reduce((sum, line) => sum + line.priceCents, 0);
  const submit = () =>
    received.mutate(
      { id: withdrawal.id, refundIban: askIban && iban.trim() ? iban : null },
      { onSuccess: onClose },
    );
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby="withdrawal-received-title"
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id="withdrawal-received-title">
        {t('admin.withdrawals.received.title', { number: withdrawal.orderNumber })}
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {t('admin.withdrawals.received.what', {
            count: withdrawal.lines.length,
            amount: formatEur(total),
          })}
        </DialogContentText>
        {askIban ? (
          <TextField
            fullWidth
            label={t('admin.withdrawals.received.iban')}
            value={iban}
            onChange={(event) => setIban(event.target.value)}
            error={problem !== null}
            helperText={problem ?? t('admin.withdrawals.received.ibanHelp')}
            slotProps={{ htmlInput: { maxLength: 50, autoComplete: 'off' } }}
          />
        ) : (
          <DialogContentText>
            {t('admin.withdrawals.received.paidFrom', { iban: withdrawal.paidFromIban })}
          </DialogContentText>
        )}
        {received.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {detailOf(received.error) ?? t('error.unknown')}
          </Alert>
        )}
      </DialogContent>
      <ConfirmActions
        label={t('admin.withdrawals.received.confirm')}
        onCancel={onClose}
        onConfirm={submit}
        disabled={received.isPending || problem !== null}
      />
    </Dialog>
  );
};

/** 'Tovar prijatý' on a withdrawal whose goods are awaited, and the dialog that confirms it. */
export const ReceivedButton = ({ withdrawal }: { withdrawal: AdminWithdrawalView }) => {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="small"
        variant="contained"
        sx={{ whiteSpace: 'nowrap', mt: 1, display: 'flex' }}
        onClick={() => setOpen(true)}
      >
        {t('admin.withdrawals.received.button')}
      </Button>
      {open && <ReceivedDialog withdrawal={withdrawal} onClose={() => setOpen(false)} />}
    </>
  );
};
