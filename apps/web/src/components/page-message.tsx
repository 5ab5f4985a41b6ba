import Alert, { type AlertColor } from '@mui/material/Alert';
import Container from '@mui/material/Container';
import type { ReactNode } from 'react';

/** A page that only has something to say: not authorized, not found, an error. */
export const PageMessage = ({
  severity,
  children,
}: {
  severity: AlertColor;
  children: ReactNode;
}) => (
  <Container maxWidth="md" sx={{ py: 3 }}>
    <Alert severity={severity} variant="outlined">
      {children}
    </Alert>
  </Container>
);
