import RefreshIcon from '@mui/icons-material/Refresh';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../model/admin-format';

/** When the data shown was read, and a button to read it again. */
export const RefreshControls = ({ query }: { query: UseQueryResult }) => {
  const { t } = useTranslation();
  return (
    <>
      {query.dataUpdatedAt > 0 && (
        <Typography variant="body2" color="text.secondary" role="status">
          {t('admin.common.updatedAt', { time: formatDateTime(query.dataUpdatedAt) })}
        </Typography>
      )}
      <Button
        variant="outlined"
        startIcon={<RefreshIcon />}
        disabled={query.isFetching}
        onClick={() => void query.refetch()}
      >
        {t('admin.common.refresh')}
      </Button>
    </>
  );
};
