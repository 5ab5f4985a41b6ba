import Alert, { type AlertColor } from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/** A message with the one place to go next (sign in, register, ask for a new link). */
export const LinkAlert = ({
  severity,
  to,
  label,
  children,
}: {
  severity: AlertColor;
  to: string;
  label: string;
  children: ReactNode;
}) => (
  <Alert
    severity={severity}
    action={
      <Button color="inherit" size="small" component={RouterLink} to={to}>
        {label}
      </Button>
    }
  >
    {children}
  </Alert>
);
