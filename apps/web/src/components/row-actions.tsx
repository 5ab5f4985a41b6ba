import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/**
 * A list row's view, edit and delete links. Delete keeps the list's query so that the dialog
 * closes back onto the same page and sort.
 */
export const RowActions = ({
  path,
  canEdit,
  canDelete,
  listSearch,
}: {
  path: string;
  canEdit: boolean;
  canDelete: boolean;
  listSearch: string;
}) => {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={1}>
      <Button size="small" variant="outlined" component={RouterLink} to={path}>
        {t('entity.action.view')}
      </Button>
      {canEdit && (
        <Button size="small" variant="outlined" component={RouterLink} to={`${path}/edit`}>
          {t('entity.action.edit')}
        </Button>
      )}
      {canDelete && (
        <Button
          size="small"
          variant="outlined"
          color="error"
          component={RouterLink}
          to={`${path}/delete${listSearch}`}
        >
          {t('entity.action.delete')}
        </Button>
      )}
    </Stack>
  );
};
