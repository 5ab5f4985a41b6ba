import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditIcon from '@mui/icons-material/Edit';
import SaveIcon from '@mui/icons-material/Save';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

const ActionRow = ({ sx, children }: { sx?: SxProps<Theme>; children: ReactNode }) => (
  <Stack direction="row" spacing={2} sx={sx}>
    {children}
  </Stack>
);

const BackButton = ({ to }: { to: string }) => {
  const { t } = useTranslation();
  return (
    <Button component={RouterLink} to={to} variant="outlined" startIcon={<ArrowBackIcon />}>
      {t('entity.action.back')}
    </Button>
  );
};

/** Under an edit form: back to the list, and save (held while a save is under way). */
export const FormActions = ({
  back,
  saving,
  sx,
}: {
  back: string;
  saving: boolean;
  sx?: SxProps<Theme>;
}) => {
  const { t } = useTranslation();
  return (
    <ActionRow sx={sx}>
      <BackButton to={back} />
      <Button type="submit" variant="contained" startIcon={<SaveIcon />} disabled={saving}>
        {t('entity.action.save')}
      </Button>
    </ActionRow>
  );
};

/** Under a detail view: back to the list, and edit where the reader may change the record. */
export const DetailActions = ({ back, edit }: { back: string; edit?: string }) => {
  const { t } = useTranslation();
  return (
    <ActionRow sx={{ mt: 3 }}>
      <BackButton to={back} />
      {edit !== undefined && (
        <Button component={RouterLink} to={edit} variant="contained" startIcon={<EditIcon />}>
          {t('entity.action.edit')}
        </Button>
      )}
    </ActionRow>
  );
};
