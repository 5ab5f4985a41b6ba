import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { formatUserDate } from './user-format';
import { userQuery } from './users-api';
import { DetailActions } from '../../../components/page-actions';

/** /admin/user-management/{login}: every field of the user, with Back and Edit. */
export const UserDetailPage = () => {
  const { t } = useTranslation();
  const { login = '' } = useParams();
  const user = useQuery(userQuery(login));
  const u = user.data;
  const rows: [string, ReactNode][] = u
    ? [
        ['id', u.id],
        ['login', u.login],
        ['firstName', u.firstName],
        ['lastName', u.lastName],
        ['email', u.email],
        ['activated', t(u.activated ? 'entity.boolean.true' : 'entity.boolean.false')],
        ['langKey', u.langKey],
        ['profiles', u.authorities.join(', ')],
        ['createdBy', u.createdBy],
        ['createdDate', formatUserDate(u.createdDate)],
        ['lastModifiedBy', u.lastModifiedBy],
        ['lastModifiedDate', formatUserDate(u.lastModifiedDate)],
      ]
    : [];
  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('userManagement.detail.title', { login })}
      </Typography>
      {user.isPending ? (
        <Typography role="status">{t('entity.loading')}</Typography>
      ) : user.isError ? (
        <Alert severity="error">{t('userManagement.home.failed')}</Alert>
      ) : (
        <Table size="small" aria-label={t('userManagement.detail.title', { login })}>
          <TableBody>
            {rows.map(([key, value]) => (
              <TableRow key={key}>
                <TableCell component="th" scope="row" sx={{ width: '35%' }}>
                  {t(`userManagement.${key}`)}
                </TableCell>
                <TableCell>{value}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <DetailActions
        back="/admin/user-management"
        edit={`/admin/user-management/${encodeURIComponent(login)}/edit`}
      />
    </Container>
  );
};
