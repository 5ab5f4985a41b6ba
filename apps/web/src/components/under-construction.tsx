import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A page whose screen a later issue builds: its title and an honest note, never a form that
 * does nothing.
 */
export const UnderConstruction = ({ title, children }: { title: string; children?: ReactNode }) => {
  const { t } = useTranslation();
  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      <Alert severity="info">{t('global.underConstruction')}</Alert>
      {children}
    </Container>
  );
};
