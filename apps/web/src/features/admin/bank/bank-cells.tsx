import type { BankEntryView } from '@fotoobraz/domain';
import { formatEur, orderNumberOf, slovakDay } from '@fotoobraz/domain';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Column } from '../components/data-table';

/**
 * A booking day the Slovak way.
 * @example formatDay('2026-11-20') // -> '20. 11. 2026'
 */
export const formatDay = (day: string | null): string => slovakDay(day ?? '');

/** The amount, signed as it moved the account: green for money in, red for money out. */
export const EntryAmount = ({ entry }: { entry: BankEntryView }) => {
  const credit = entry.creditDebit === 'CRDT';
  return (
    <Typography
      component="span"
      variant="body2"
      sx={{ color: credit ? 'success.dark' : 'error.dark', whiteSpace: 'nowrap', fontWeight: 500 }}
    >
      {`${credit ? '+' : '−'}${formatEur(entry.amountCents)}`}
    </Typography>
  );
};

const STATE_COLOURS = {
  MATCHED: 'success',
  ASSIGNED: 'success',
  REVIEW: 'warning',
  IGNORED: 'default',
  DEBIT: 'default',
  REFUND: 'info',
  // Counts as the order's payment, but is owed back: the refunds list shows it.
  SURPLUS: 'warning',
  // The card payments it carries were booked when paid: it settles nothing.
  PAYOUT: 'success',
} as const;

/** Where the entry stands, and why it waits when it does. */
export const EntryState = ({ entry }: { entry: BankEntryView }) => {
  const { t } = useTranslation();
  return (
    <>
      <Chip
        size="small"
        color={STATE_COLOURS[entry.state]}
        label={t(`admin.bank.states.${entry.state}`)}
        sx={{ mr: 0.5 }}
      />
      {entry.reviewReason && (
        <Typography component="span" variant="body2" color="text.secondary">
          {t(`admin.bank.reasons.${entry.reviewReason}`)}
        </Typography>
      )}
      {entry.creditNoteNumber && (
        <Typography component="span" variant="body2" color="text.secondary">
          {entry.creditNoteNumber}
        </Typography>
      )}
      <PayoutNote entry={entry} />
    </>
  );
};

/**
 * What the card gateway's payout carried (its payments and Stripe's fees), or why it is not
 * booked: the import's note, under the entry's state.
 */
const PayoutNote = ({ entry }: { entry: BankEntryView }) =>
  (entry.state === 'PAYOUT' || entry.reviewReason === 'PAYOUT') && entry.note ? (
    <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
      {entry.note}
    </Typography>
  ) : null;

/** Why a credit waits for the owner (the review list, where every entry waits). */
export const ReviewReason = ({ entry }: { entry: BankEntryView }) => {
  const { t } = useTranslation();
  return entry.reviewReason ? (
    <>
      <Chip size="small" color="warning" label={t(`admin.bank.reasons.${entry.reviewReason}`)} />
      <PayoutNote entry={entry} />
    </>
  ) : null;
};

/** VS, SS and KS as payers write them: 'VS 1001 / KS 308'. */
export const symbolsText = (entry: BankEntryView): string =>
  [
    ['VS', entry.variableSymbol],
    ['SS', entry.specificSymbol],
    ['KS', entry.constantSymbol],
  ]
    .filter(([, value]) => value)
    .map(([name, value]) => `${name} ${value}`)
    .join(' / ');

/** The payer or payee: name over IBAN. */
export const Counterparty = ({ entry }: { entry: BankEntryView }) => (
  <>
    {entry.counterpartyName}
    {entry.counterpartyIban && (
      <Typography variant="caption" component="div" color="text.secondary">
        {entry.counterpartyIban}
      </Typography>
    )}
  </>
);

/** A link to the order's detail in the back-office, named by the order's number. */
export const OrderLink = ({
  orderId,
  number,
}: {
  orderId: number | null;
  number: string | null;
}) =>
  orderId === null ? null : (
    <Link component={RouterLink} to={`/entity/order/${orderId}`}>
      {number ?? orderNumberOf({ id: orderId })}
    </Link>
  );

/** The headings of the columns every list of bank entries starts with ({@link EntryRow}). */
export const entryColumns = (t: TFunction): Column[] => [
  { label: t('admin.bank.entry.bookingDate') },
  { label: t('admin.bank.entry.amount'), align: 'right' },
  { label: t('admin.bank.entry.symbols') },
  { label: t('admin.bank.entry.counterparty') },
  { label: t('admin.bank.entry.remittance') },
];

/**
 * A bank entry's row: day, amount, symbols, payer, message, then `status` (where it stands or why
 * it waits), the order it paid, and any further cells given as children.
 */
export const EntryRow = ({
  entry,
  status,
  children,
}: {
  entry: BankEntryView;
  status: ReactNode;
  children?: ReactNode;
}) => (
  <TableRow hover>
    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDay(entry.bookingDate)}</TableCell>
    <TableCell align="right">
      <EntryAmount entry={entry} />
    </TableCell>
    <TableCell sx={{ whiteSpace: 'nowrap' }}>{symbolsText(entry)}</TableCell>
    <TableCell>
      <Counterparty entry={entry} />
    </TableCell>
    <TableCell sx={{ overflowWrap: 'anywhere' }}>{entry.remittance}</TableCell>
    <TableCell>{status}</TableCell>
    <TableCell>
      <OrderLink orderId={entry.orderId} number={entry.orderNumber} />
    </TableCell>
    {children}
  </TableRow>
);
