import {
  addDays,
  GiftVoucherIssueSchema,
  shopDay,
  VOUCHER_SEND_AHEAD_DAYS,
  VOUCHER_MAX_EUR,
  VOUCHER_MESSAGE_MAX,
  VOUCHER_MIN_EUR,
  VOUCHER_NAME_MAX,
  type GiftVoucherDetail,
  type GiftVoucherIssue,
} from '@fotoobraz/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import AddCardIcon from '@mui/icons-material/AddCard';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import type { Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { z } from 'zod';
import { ConfirmActions } from '../../../components/confirm-actions';
import { ApiError } from '../../../lib/api/api-error';
import { useDownload } from '../../../lib/api/use-download';
import { faultOf, lengthBoundsOf } from '../../../lib/forms/faults';
import { VOUCHER_ISSUE_WORDING, wordFault } from '../../../lib/forms/field-messages';
import { FormTextField } from '../../../lib/forms/form-text-field';
import { refusalsOf, showRefusals, type RefusalPlaces } from '../../../lib/forms/server-errors';
import { useSchemaForm, type Describe } from '../../../lib/forms/use-schema-form';
import { enqueueToast } from '../../../lib/toasts/toasts';
import { useIssueVoucher, voucherPdfPath } from './gift-vouchers-api';
import { voucherDay, voucherEur } from './voucher-cells';

/** The dialog's fields as typed: every one a text, the empty ones absent from the request. */
interface IssueValues {
  value: string;
  recipientName: string;
  message: string;
  sendTo: string;
  sendOn: string;
  reason: string;
}

const EMPTY: IssueValues = {
  value: '',
  recipientName: '',
  message: '',
  sendTo: '',
  sendOn: '',
  reason: '',
};

const FIELDS = Object.keys(EMPTY) as (keyof IssueValues)[];

const orNull = (text: string): string | null => (text.trim() === '' ? null : text);

/** The texts turned into the request the domain checks: the value a number (a comma taken too). */
const IssueForm = z.preprocess((typed: IssueValues) => {
  const value = typed.value.trim();
  return {
    ...typed,
    value: value === '' ? null : Number(value.replace(',', '.')),
    message: orNull(typed.message),
    sendTo: orNull(typed.sendTo),
    sendOn: orNull(typed.sendOn),
  };
}, GiftVoucherIssueSchema);

const resolver: Resolver<IssueValues, unknown, GiftVoucherIssue> = zodResolver(IssueForm);

const describe: Describe = (name, error, value) =>
  wordFault(
    VOUCHER_ISSUE_WORDING,
    name,
    faultOf(error, value, lengthBoundsOf(GiftVoucherIssueSchema.shape[name as keyof IssueValues])),
    value,
  );

const REFUSALS: RefusalPlaces<IssueValues> = { fields: FIELDS };

const detailOf = (error: unknown): string | undefined =>
  error instanceof ApiError ? error.problem?.detail : undefined;

/** The voucher just given: its whole code, shown this once, to copy or print as its PDF. */
const IssuedVoucher = ({ voucher }: { voucher: GiftVoucherDetail }) => {
  const { t } = useTranslation();
  const { busy, download } = useDownload();
  const code = voucher.fullCode ?? '';
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      enqueueToast(t('admin.giftVouchers.issued.copied'), { variant: 'success' });
    } catch {
      enqueueToast(t('admin.giftVouchers.issued.notCopied'), { variant: 'error' });
    }
  };
  return (
    <Stack spacing={2}>
      <Alert severity="success" role="status">
        {t('admin.giftVouchers.issued.done', {
          value: voucherEur(voucher.value),
          day: voucherDay(voucher.validUntil),
        })}
      </Alert>
      <DialogContentText>{t('admin.giftVouchers.issued.once')}</DialogContentText>
      <Typography
        aria-label={t('admin.giftVouchers.issued.code')}
        sx={{
          fontFamily: 'monospace',
          fontSize: { xs: '1.25rem', sm: '1.6rem' },
          letterSpacing: '0.08em',
          textAlign: 'center',
          overflowWrap: 'anywhere',
          userSelect: 'all',
        }}
      >
        {code}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} useFlexGap>
        <Button variant="contained" startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
          {t('admin.giftVouchers.issued.copy')}
        </Button>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          disabled={busy !== null}
          onClick={() => void download(voucherPdfPath(voucher.id), `poukazka-${voucher.id}.pdf`)}
        >
          {t('admin.giftVouchers.downloadPdf')}
        </Button>
        <Button component={RouterLink} to={`/admin/gift-vouchers/${voucher.id}`}>
          {t('admin.giftVouchers.issued.open')}
        </Button>
      </Stack>
    </Stack>
  );
};

/** The form of a voucher given by hand, e.g. as an apology for a complaint. */
const IssueVoucherDialog = ({ onClose }: { onClose: () => void }) => {
  const { t } = useTranslation();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const form = useSchemaForm<IssueValues, GiftVoucherIssue>({
    resolver,
    describe,
    defaultValues: EMPTY,
  });
  const issue = useIssueVoucher();
  const unplaced = issue.isError && refusalsOf(issue.error, REFUSALS).length === 0;
  const [issued, setIssued] = useState<GiftVoucherDetail>();
  const today = shopDay();
  const submit = form.handleSubmit((request) =>
    issue.mutate(request, {
      onSuccess: (voucher) => setIssued(voucher),
      onError: (error) => showRefusals(form.setError, refusalsOf(error, REFUSALS)),
    }),
  );
  const field = (name: keyof IssueValues, required = false) => ({
    form,
    name,
    id: `issue-voucher-${name}`,
    label: t(`admin.giftVouchers.issue.${name}`),
    required,
    fullWidth: true,
  });
  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
      aria-labelledby="issue-voucher-title"
    >
      <DialogTitle id="issue-voucher-title">{t('admin.giftVouchers.issue.title')}</DialogTitle>
      {issued ? (
        <>
          <DialogContent>
            <IssuedVoucher voucher={issued} />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('admin.giftVouchers.issued.close')}</Button>
          </DialogActions>
        </>
      ) : (
        <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
          <DialogContent sx={{ pt: 0 }}>
            <Stack spacing={2}>
              <DialogContentText>{t('admin.giftVouchers.issue.gift')}</DialogContentText>
              <FormTextField
                {...field('value', true)}
                helperText={t('admin.giftVouchers.issue.valueHelp', {
                  min: VOUCHER_MIN_EUR,
                  max: VOUCHER_MAX_EUR,
                })}
                slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
              />
              <FormTextField
                {...field('recipientName', true)}
                slotProps={{ htmlInput: { maxLength: VOUCHER_NAME_MAX } }}
              />
              <FormTextField
                {...field('message')}
                multiline
                minRows={2}
                slotProps={{ htmlInput: { maxLength: VOUCHER_MESSAGE_MAX } }}
              />
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap>
                <FormTextField
                  {...field('sendTo')}
                  type="email"
                  helperText={t('admin.giftVouchers.issue.sendToHelp')}
                />
                <FormTextField
                  {...field('sendOn')}
                  type="date"
                  helperText={t('admin.giftVouchers.issue.sendOnHelp')}
                  slotProps={{
                    inputLabel: { shrink: true },
                    htmlInput: { min: today, max: addDays(today, VOUCHER_SEND_AHEAD_DAYS) },
                  }}
                />
              </Stack>
              <FormTextField
                {...field('reason', true)}
                multiline
                minRows={2}
                helperText={t('admin.giftVouchers.issue.reasonHelp')}
              />
              {unplaced && (
                <Alert severity="error">{detailOf(issue.error) ?? t('error.unknown')}</Alert>
              )}
            </Stack>
          </DialogContent>
          <ConfirmActions
            label={t('admin.giftVouchers.issue.confirm')}
            onCancel={onClose}
            disabled={issue.isPending}
          />
        </Box>
      )}
    </Dialog>
  );
};

/** 'Vydať poukážku' and its dialog. */
export const IssueVoucherButton = () => {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="contained" startIcon={<AddCardIcon />} onClick={() => setOpen(true)}>
        {t('admin.giftVouchers.issue.button')}
      </Button>
      {open && <IssueVoucherDialog onClose={() => setOpen(false)} />}
    </>
  );
};
