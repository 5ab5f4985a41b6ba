import {
  addDays,
  GiftVoucherChangeSchema,
  type GiftVoucherChange,
  type GiftVoucherDetail,
} from '@fotoobraz/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmActions } from '../../../components/confirm-actions';
import { ApiError } from '../../../lib/api/api-error';
import { enqueueToast } from '../../../lib/toasts/toasts';
import { useChangeVoucher, useWithdrawVoucher } from './gift-vouchers-api';
import { voucherDay } from './voucher-cells';

/**
 * What the owner does to a voucher, each with a note for the record: a `PATCH` of its own, or a
 * bought voucher's withdrawal (refunded, so it has a request of its own).
 */
export type VoucherChangeKind = 'block' | 'unblock' | 'extend' | 'withdraw';

/** The kinds that stop the code for good or for now, shown in red. */
const STOPS: readonly VoucherChangeKind[] = ['block', 'withdraw'];

const NOTE_MAX = 500;

const detailOf = (error: unknown): string | undefined =>
  error instanceof ApiError ? error.problem?.detail : undefined;

/** Where the domain's rules refuse the change: a day that is none, or too long a note. */
const problemsOf = (change: GiftVoucherChange) => {
  const issues = GiftVoucherChangeSchema.safeParse(change).error?.issues ?? [];
  return {
    validUntil: issues.some((i) => i.path[0] === 'validUntil'),
    note: issues.some((i) => i.path[0] === 'note'),
  };
};

/**
 * Confirms a block, an unblock, a later last day or the withdrawal of a voucher. A block or a
 * withdrawal stops the code at once, also in an order being placed; the note says why for
 * whoever looks later.
 */
const ChangeVoucherDialog = ({
  voucher,
  kind,
  onClose,
}: {
  voucher: GiftVoucherDetail;
  kind: VoucherChangeKind;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const patch = useChangeVoucher(voucher.id);
  const withdrawal = useWithdrawVoucher(voucher.id);
  const change = kind === 'withdraw' ? withdrawal : patch;
  const [note, setNote] = useState('');
  const [validUntil, setValidUntil] = useState(voucher.validUntil ?? '');
  const [tried, setTried] = useState(false);
  const request: GiftVoucherChange = {
    ...(kind === 'extend' ? { validUntil } : { blocked: kind === 'block' }),
    note: note.trim() || null,
  };
  const problems = tried ? problemsOf(request) : { validUntil: false, note: false };
  const code = voucher.code ?? '';
  const submit = () => {
    setTried(true);
    const found = problemsOf(request);
    if (found.validUntil || found.note) return;
    const done = {
      onSuccess: () => {
        enqueueToast(t(`admin.giftVouchers.change.${kind}.done`, { code }), {
          variant: 'success',
        });
        onClose();
      },
    };
    if (kind === 'withdraw') withdrawal.mutate({ note: request.note }, done);
    else patch.mutate(request, done);
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="change-voucher-title">
      <DialogTitle id="change-voucher-title">
        {t(`admin.giftVouchers.change.${kind}.title`, { code })}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>
            {t(`admin.giftVouchers.change.${kind}.what`, { day: voucherDay(voucher.validUntil) })}
          </DialogContentText>
          {kind === 'extend' && (
            <TextField
              type="date"
              label={t('admin.giftVouchers.change.extend.day')}
              value={validUntil}
              onChange={(event) => setValidUntil(event.target.value)}
              error={problems.validUntil}
              helperText={problems.validUntil ? t('admin.giftVouchers.dayPattern') : undefined}
              slotProps={{
                inputLabel: { shrink: true },
                htmlInput: voucher.validUntil ? { min: addDays(voucher.validUntil, 1) } : {},
              }}
            />
          )}
          <TextField
            label={t('admin.giftVouchers.change.note')}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            multiline
            minRows={2}
            error={problems.note}
            helperText={
              problems.note ? t('entity.validation.maxlength', { max: NOTE_MAX }) : undefined
            }
          />
          {change.isError && (
            <Alert severity="error">{detailOf(change.error) ?? t('error.unknown')}</Alert>
          )}
        </Stack>
      </DialogContent>
      <ConfirmActions
        label={t(`admin.giftVouchers.change.${kind}.confirm`)}
        color={STOPS.includes(kind) ? 'error' : 'primary'}
        onCancel={onClose}
        onConfirm={submit}
        disabled={change.isPending}
      />
    </Dialog>
  );
};

/** The button of one change and the dialog that confirms it. */
export const ChangeVoucherButton = ({
  voucher,
  kind,
}: {
  voucher: GiftVoucherDetail;
  kind: VoucherChangeKind;
}) => {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant={kind === 'extend' ? 'outlined' : 'contained'}
        color={STOPS.includes(kind) ? 'error' : 'primary'}
        onClick={() => setOpen(true)}
      >
        {t(`admin.giftVouchers.change.${kind}.button`)}
      </Button>
      {open && <ChangeVoucherDialog voucher={voucher} kind={kind} onClose={() => setOpen(false)} />}
    </>
  );
};
