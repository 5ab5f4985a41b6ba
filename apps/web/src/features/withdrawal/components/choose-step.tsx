import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  formatEur,
  type WithdrawableLine,
  type WithdrawableOrder,
  type WithdrawableVoucher,
  type WithdrawalPeriod,
} from '@fotoobraz/domain';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { dayText, momentText } from '../model/withdrawal-format';
import { ChoiceItem } from './choice-item';
import { WHOLE_CODE } from './whole-code';

/** What the customer confirms: the lines and vouchers, and optionally why and in whose name. */
export interface WithdrawalChoice {
  lines: number[];
  giftVouchers: number[];
  reason: string;
  name: string;
}

const lineAllows = (line: WithdrawableLine) => line.withdrawable && line.withdrawnAt === null;
const voucherSelectable = (voucher: WithdrawableVoucher) =>
  voucher.withdrawable && voucher.withdrawnAt === null;

const PeriodText = ({ period, vouchers }: { period: WithdrawalPeriod; vouchers: boolean }) => {
  const { t } = useTranslation();
  if (period.state === 'ENDED') {
    return (
      <Alert severity="warning">
        {t(vouchers ? 'withdrawal.choose.periodEndedLines' : 'withdrawal.choose.periodEnded', {
          date: dayText(period.lastDay),
        })}
      </Alert>
    );
  }
  return (
    <Typography sx={{ fontWeight: 600 }}>
      {period.state === 'OPEN'
        ? t('withdrawal.choose.periodUntil', { date: dayText(period.lastDay) })
        : t('withdrawal.choose.periodNotStarted')}
    </Typography>
  );
};

/** The ids checked, and a toggle of one. */
const useChosen = (initial: readonly number[]) => {
  const [chosen, setChosen] = useState(() => new Set(initial));
  const toggle = (id: number) =>
    setChosen((now) => {
      const next = new Set(now);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return [chosen, toggle] as const;
};

/** A list of things to withdraw from under its legend; none, nothing is shown. */
const ChoiceList = ({ legend, children }: { legend: string; children: ReactNode[] }) => {
  const id = useId();
  if (children.length === 0) return null;
  return (
    <FormControl component="fieldset" sx={{ minWidth: 0 }}>
      <FormLabel component="legend" id={id} sx={{ mb: 0.5 }}>
        {legend}
      </FormLabel>
      <Box component="ul" aria-labelledby={id} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {children}
      </Box>
    </FormControl>
  );
};

/**
 * Step 2: the order's lines and the gift vouchers it bought, only those that allow it
 * selectable, the pieces' period (each voucher says its own last day), an optional reason and
 * the name, and 'Potvrdiť odstúpenie'. The lines that allow it are checked at first; the vouchers
 * too when no line does, as a voucher withdrawn is blocked at once, and its recipient with it.
 * A company's order and an ended period are told.
 */
export const ChooseStep = ({
  order,
  busy,
  refusal,
  onConfirm,
  onBack,
}: {
  order: WithdrawableOrder;
  busy: boolean;
  refusal: string | null;
  onConfirm(choice: WithdrawalChoice): void;
  onBack(): void;
}) => {
  const { t } = useTranslation();
  const periodOpen = order.period.state !== 'ENDED';
  const lineSelectable = (line: WithdrawableLine) => periodOpen && lineAllows(line);
  const selectableLines = order.lines.filter(lineSelectable).map((l) => l.craftedProductId);
  const selectableVouchers = order.giftVouchers.filter(voucherSelectable).map((v) => v.id);
  const [chosenLines, toggleLine] = useChosen(selectableLines);
  const [chosenVouchers, toggleVoucher] = useChosen(
    selectableLines.length === 0 ? selectableVouchers : [],
  );
  const [reason, setReason] = useState('');
  const [name, setName] = useState(order.buyerName ?? '');
  const [tried, setTried] = useState(false);
  const confirmable = !order.companyBuyer && selectableLines.length + selectableVouchers.length > 0;
  const nothingLeft = !order.lines.some(lineAllows) && selectableVouchers.length === 0;
  const noneChosen = tried && chosenLines.size + chosenVouchers.size === 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (chosenLines.size + chosenVouchers.size === 0) return;
    onConfirm({
      lines: order.lines.map((l) => l.craftedProductId).filter((id) => chosenLines.has(id)),
      giftVouchers: order.giftVouchers.map((v) => v.id).filter((id) => chosenVouchers.has(id)),
      reason,
      name,
    });
  };

  const voucherLabel = (voucher: WithdrawableVoucher) => {
    const value = formatEur(voucher.valueCents);
    const recipient = voucher.recipientName;
    return voucher.code ? (
      <Trans
        i18nKey="withdrawal.choose.voucher"
        values={{ code: voucher.code, recipient, value }}
        components={WHOLE_CODE}
      />
    ) : (
      t('withdrawal.choose.voucherNoCode', { recipient, value })
    );
  };
  const voucherDescription = (voucher: WithdrawableVoucher) =>
    voucher.withdrawnAt
      ? t('withdrawal.choose.withdrawnOn', { date: momentText(voucher.withdrawnAt).date })
      : (voucher.refusal ??
        (voucher.lastDay
          ? t('withdrawal.choose.voucherUntil', { date: dayText(voucher.lastDay) })
          : ''));

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <Typography color="text.secondary">
        {t('withdrawal.choose.ordered', { date: momentText(order.orderDate).date })}
      </Typography>
      {order.companyBuyer ? (
        <Alert severity="info">{t('withdrawal.choose.company')}</Alert>
      ) : (
        order.lines.length > 0 && (
          <PeriodText period={order.period} vouchers={selectableVouchers.length > 0} />
        )
      )}
      {refusal && (
        <Alert severity="error" role="alert">
          {refusal}
        </Alert>
      )}
      <ChoiceList legend={t('withdrawal.choose.lines')}>
        {order.lines.map((line) => (
          <ChoiceItem
            key={line.craftedProductId}
            label={t('withdrawal.choose.line', {
              title: line.title,
              copies: line.copies,
              price: formatEur(line.priceCents),
            })}
            description={
              line.withdrawnAt
                ? t('withdrawal.choose.withdrawnOn', { date: momentText(line.withdrawnAt).date })
                : line.wording
            }
            enabled={lineSelectable(line)}
            checked={chosenLines.has(line.craftedProductId)}
            onToggle={() => toggleLine(line.craftedProductId)}
          />
        ))}
      </ChoiceList>
      <ChoiceList legend={t('withdrawal.choose.vouchers')}>
        {order.giftVouchers.map((voucher) => (
          <ChoiceItem
            key={voucher.id}
            label={voucherLabel(voucher)}
            description={voucherDescription(voucher)}
            enabled={voucherSelectable(voucher)}
            checked={chosenVouchers.has(voucher.id)}
            onToggle={() => toggleVoucher(voucher.id)}
          />
        ))}
      </ChoiceList>
      {noneChosen && (
        <FormHelperText error role="alert">
          {t('withdrawal.choose.selectOne')}
        </FormHelperText>
      )}
      {!order.companyBuyer && nothingLeft && (
        <Alert severity="info">{t('withdrawal.choose.nothingLeft')}</Alert>
      )}
      {confirmable && (
        <>
          <TextField
            label={t('withdrawal.choose.reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            multiline
            minRows={3}
            slotProps={{ htmlInput: { maxLength: 1000 } }}
          />
          <TextField
            label={t('withdrawal.choose.name')}
            helperText={t('withdrawal.choose.nameHelp')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            autoComplete="name"
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
        </>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {confirmable && (
          <Button type="submit" variant="contained" disabled={busy}>
            {t('withdrawal.choose.confirm')}
          </Button>
        )}
        <Button onClick={onBack} disabled={busy}>
          {t('withdrawal.choose.back')}
        </Button>
      </Box>
    </Box>
  );
};
