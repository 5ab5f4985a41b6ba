import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { AdminPage } from '../components/admin-page';
import { DataTable } from '../components/data-table';
import { QueryContent } from '../components/query-content';
import { useBankStatement } from './bank-api';
import { entryColumns, EntryRow, EntryState, formatDay } from './bank-cells';

/** /admin/bank-statements/:id: every transaction of a statement and where it stands. */
export const BankStatementPage = () => {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const statement = useBankStatement(id);
  return (
    <AdminPage
      title={t('admin.bank.statement.title', {
        id: statement.data?.statement.bankStatementId ?? id,
      })}
      actions={
        <Button component={RouterLink} to="/admin/bank-statements" variant="outlined">
          {t('entity.action.back')}
        </Button>
      }
    >
      <QueryContent query={statement}>
        {({ statement: s, entries }) => (
          <>
            <Typography variant="body2" color="text.secondary">
              {t('admin.bank.statement.summary', {
                account: s.accountIban,
                from: formatDay(s.fromDate),
                to: formatDay(s.toDate),
                entries: s.entries,
                matched: s.matched,
                toReview: s.toReview,
              })}
            </Typography>
            <DataTable
              label={t('admin.bank.statement.entries')}
              columns={[
                ...entryColumns(t),
                { label: t('admin.bank.entry.state') },
                { label: t('admin.bank.entry.order') },
              ]}
            >
              {entries.map((entry) => (
                <EntryRow key={entry.id} entry={entry} status={<EntryState entry={entry} />} />
              ))}
            </DataTable>
          </>
        )}
      </QueryContent>
    </AdminPage>
  );
};
