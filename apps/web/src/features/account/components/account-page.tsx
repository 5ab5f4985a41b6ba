import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The frame of every account screen: a heading and a card below it. */
export const AccountPage = ({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
}) => (
  <Container maxWidth="sm" sx={{ py: 3 }}>
    <Typography variant="h4" component="h1" gutterBottom>
      {title}
    </Typography>
    {intro && (
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {intro}
      </Typography>
    )}
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      {children}
    </Paper>
  </Container>
);
