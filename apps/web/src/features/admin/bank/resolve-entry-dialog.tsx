import type { BankEntryView } from '@fotoobraz/domain';
import { formatEur } from '@fotoobraz/domain';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAssignEntry, useIgnoreEntry } from './bank-api';
import { symbolsText } from './bank-cells';
import { ConfirmActions } from '../../../components/confirm-actions';

export type Resolution = 'assign' | 'ignore';

/**
 * Assigns a credit to an order (its id, prefilled with the order its VS names) or sets it aside,
 * with an optional note. Closes when the server has taken it.
 */
export const ResolveEntryDialog = ({
  entry,
  resolution,
  onClose,
}: {
  entry: BankEntryView;
  resolution: Resolution;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const assign = useAssignEntry();
  const ignore = useIgnoreEntry();
  const [orderId, setOrderId] = useState(entry.orderId === null ? '' : String(entry.orderId));
  const [note, setNote] = useState('');
  const validOrder = /^\d+$/.test(orderId.trim());
  const pending = assign.isPending || ignore.isPending;
  const submit = () => {
    const noteOrNull = note.trim() || null;
    if (resolution === 'assign') {
      assign.mutate(
        { id: entry.id, orderId: Number(orderId), note: noteOrNull },
        { onSuccess: onClose },
      );
    } else {
      ignore.mutate({ id: entry.id, note: noteOrNull }, { onSuccess: onClose });
    }
  };
  const title = t(`admin.bank.resolve.${resolution}.title`);
  return (
    <Dialog open onClose={onClose} aria-labelledby="resolve-entry-title" fullWidth maxWidth="sm">
      <DialogTitle id="resolve-entry-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {t('admin.bank.resolve.what', {
            amount: formatEur(entry.amountCents),
            party: entry.counterpartyName ?? '–',
            symbols: symbolsText(entry) || '–',
          })}
        </DialogContentText>
        <Stack spacing={2}>
          {resolution === 'assign' && (
            <TextField
              autoFocus
              required
              label={t('admin.bank.resolve.orderId')}
              value={orderId}
              onChange={(event) => setOrderId(event.target.value)}
              error={orderId !== '' && !validOrder}
              helperText={t('admin.bank.resolve.orderHelp')}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
          )}
          <TextField
            autoFocus={resolution === 'ignore'}
            multiline
            minRows={2}
            label={t('admin.bank.resolve.note')}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
        </Stack>
      </DialogContent>
      <ConfirmActions
        label={t(`admin.bank.resolve.${resolution}.confirm`)}
        onCancel={onClose}
        onConfirm={submit}
        disabled={pending || (resolution === 'assign' && !validOrder)}
      />
    </Dialog>
  );
};
