import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  formatEur,
  type WithdrawableLine,
  type WithdrawableOrder,
  type WithdrawalPeriod,
} from '@fotoobraz/domain';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { dayText, momentText } from '../model/withdrawal-format';

/** What the customer confirms: the lines, and optionally why and in whose name. */
export interface WithdrawalChoice {
  lines: number[];
  reason: string;
  name: string;
}

const selectable = (line: WithdrawableLine) => line.withdrawable && line.withdrawnAt === null;

const PeriodText = ({ period }: { period: WithdrawalPeriod }) => {
  const { t } = useTranslation();
  if (period.state === 'ENDED') {
    return (
      <Alert severity="warning">
        {t('withdrawal.choose.periodEnded', { date: dayText(period.lastDay) })}
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

/** One line: a checkbox where it may be withdrawn, else shown disabled with why. */
const LineChoice = ({
  line,
  checked,
  onToggle,
}: {
  line: WithdrawableLine;
  checked: boolean;
  onToggle(): void;
}) => {
  const { t } = useTranslation();
  const id = useId();
  const enabled = selectable(line);
  return (
    <Box
      component="li"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'auto minmax(0, 1fr)',
        alignItems: 'start',
        py: 1,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Checkbox
        id={id}
        checked={checked}
        disabled={!enabled}
        onChange={onToggle}
        slotProps={{ input: { 'aria-describedby': `${id}-wording` } }}
        sx={{ mt: -0.75 }}
      />
      <Box sx={{ minWidth: 0 }}>
        <Typography
          component="label"
          htmlFor={id}
          color={enabled ? 'text.primary' : 'text.secondary'}
          sx={{
            display: 'block',
            overflowWrap: 'anywhere',
            cursor: enabled ? 'pointer' : 'default',
          }}
        >
          {t('withdrawal.choose.line', {
            title: line.title,
            copies: line.copies,
            price: formatEur(line.priceCents),
          })}
        </Typography>
        <Typography id={`${id}-wording`} variant="body2" color="text.secondary">
          {line.withdrawnAt
            ? t('withdrawal.choose.withdrawnOn', { date: momentText(line.withdrawnAt).date })
            : line.wording}
        </Typography>
      </Box>
    </Box>
  );
};

/**
 * Step 2: the order's lines, only those that allow it selectable (all of them at first), the
 * period, an optional reason and the name, and 'Potvrdiť odstúpenie'. A company's order and an
 * ended period are told, with nothing to confirm.
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
  const linesId = useId();
  const [chosen, setChosen] = useState(
    () => new Set(order.lines.filter(selectable).map((l) => l.craftedProductId)),
  );
  const [reason, setReason] = useState('');
  const [name, setName] = useState(order.buyerName ?? '');
  const [tried, setTried] = useState(false);
  const anySelectable = order.lines.some(selectable);
  const confirmable = !order.companyBuyer && order.period.state !== 'ENDED' && anySelectable;
  const noneChosen = tried && chosen.size === 0;

  const toggle = (id: number) =>
    setChosen((now) => {
      const next = new Set(now);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (chosen.size === 0) return;
    onConfirm({
      lines: order.lines.map((l) => l.craftedProductId).filter((id) => chosen.has(id)),
      reason,
      name,
    });
  };

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
        <PeriodText period={order.period} />
      )}
      {refusal && (
        <Alert severity="error" role="alert">
          {refusal}
        </Alert>
      )}
      <FormControl component="fieldset" error={noneChosen} sx={{ minWidth: 0 }}>
        <FormLabel component="legend" id={linesId} sx={{ mb: 0.5 }}>
          {t('withdrawal.choose.lines')}
        </FormLabel>
        <Box component="ul" aria-labelledby={linesId} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {order.lines.map((line) => (
            <LineChoice
              key={line.craftedProductId}
              line={line}
              checked={chosen.has(line.craftedProductId)}
              onToggle={() => toggle(line.craftedProductId)}
            />
          ))}
        </Box>
        {noneChosen && (
          <FormHelperText role="alert">{t('withdrawal.choose.selectOne')}</FormHelperText>
        )}
      </FormControl>
      {!order.companyBuyer && !anySelectable && (
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
