import type { BankImportSummary } from '@fotoobraz/domain';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { TFunction } from 'i18next';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ApiError } from '../../../lib/api/api-error';
import { AdminPage, LinkAction } from '../components/admin-page';
import { headings, type Column } from '../components/data-table';
import { QueryTable } from '../components/query-content';
import { formatDateTime } from '../model/admin-format';
import { useBankStatements, useImportStatement } from './bank-api';
import { formatDay } from './bank-cells';

/** What the last upload did: its summary, or why the file was refused (the server's words). */
type Outcome = { summary: BankImportSummary } | { refusal: string };

const refusalOf = (error: unknown, fallback: string): string =>
  (error instanceof ApiError && error.problem?.detail) || fallback;

/** What a statement is, then how many of its entries were paired and how many wait. */
const statementColumns = (t: TFunction): Column[] => [
  ...headings(t, 'admin.bank.statements', ['statement', 'account', 'period', 'imported']),
  ...headings(t, 'admin.bank.statements', ['entries', 'matched', 'toReview'], 'right'),
];

/** The statement file picker and what came of the upload. */
const StatementUpload = ({ onOutcome }: { onOutcome: (outcome: Outcome) => void }) => {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const upload = useImportStatement();
  const choose = (file: File | undefined) => {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: (summary) => onOutcome({ summary }),
      onError: (error) => onOutcome({ refusal: refusalOf(error, t('admin.bank.upload.failed')) }),
    });
    if (input.current) input.current.value = '';
  };
  return (
    <Button
      variant="contained"
      component="label"
      startIcon={<UploadFileIcon />}
      disabled={upload.isPending}
    >
      {upload.isPending ? t('admin.bank.upload.sending') : t('admin.bank.upload.button')}
      <input
        ref={input}
        hidden
        type="file"
        accept=".xml,application/xml,text/xml"
        onChange={(event) => choose(event.target.files?.[0])}
      />
    </Button>
  );
};

/** /admin/bank-statements: the imported statements, newest first, and the upload of a new one. */
export const BankStatementsPage = () => {
  const { t } = useTranslation();
  const title = t('admin.bank.statements.title');
  const statements = useBankStatements();
  const [outcome, setOutcome] = useState<Outcome>();
  return (
    <AdminPage
      title={title}
      actions={
        <>
          <LinkAction to="/admin/bank-review" label={t('admin.bank.review.title')} />
          <StatementUpload onOutcome={setOutcome} />
        </>
      }
    >
      {outcome && 'summary' in outcome && (
        <Alert severity="success" sx={{ mb: 2 }} role="status">
          {t('admin.bank.upload.summary', { ...outcome.summary })}
        </Alert>
      )}
      {outcome && 'refusal' in outcome && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {outcome.refusal}
        </Alert>
      )}
      <QueryTable
        query={statements}
        label={title}
        empty={t('admin.bank.statements.none')}
        columns={statementColumns(t)}
        row={(s) => (
          <TableRow key={s.id} hover>
            <TableCell>
              <Link component={RouterLink} to={`/admin/bank-statements/${s.id}`}>
                {s.bankStatementId}
              </Link>
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{s.accountIban}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              {`${formatDay(s.fromDate)} – ${formatDay(s.toDate)}`}
            </TableCell>
            <TableCell>{`${formatDateTime(s.importedDate)} (${s.importedBy})`}</TableCell>
            <TableCell align="right">{s.entries}</TableCell>
            <TableCell align="right">{s.matched}</TableCell>
            <TableCell align="right">{s.toReview}</TableCell>
          </TableRow>
        )}
      />
    </AdminPage>
  );
};
