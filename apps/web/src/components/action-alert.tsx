import Alert, { type AlertProps } from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';

/** A message with the one button that answers it (`action`, doing `onAction`) at its end. */
export const ActionAlert = ({
  severity,
  action,
  onAction,
  size,
  sx,
  children,
}: {
  severity: AlertProps['severity'];
  action: string;
  onAction: () => void;
  size?: 'small';
  sx?: AlertProps['sx'];
  children: ReactNode;
}) => (
  <Alert
    severity={severity}
    sx={sx}
    action={
      <Button color="inherit" size={size} onClick={onAction}>
        {action}
      </Button>
    }
  >
    {children}
  </Alert>
);
