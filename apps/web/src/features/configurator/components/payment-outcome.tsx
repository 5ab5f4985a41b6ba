import Paper from '@mui/material/Paper';
import type { ReactNode } from 'react';
import { ArrivalHeading } from './thank-you';

/** A card payment's page as the customer arrives on it: an icon, what happened, the ways on. */
export const PaymentOutcome = ({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) => (
  <Paper
    variant="outlined"
    sx={{
      p: { xs: 2, sm: 4 },
      maxWidth: 720,
      mx: 'auto',
      my: { xs: 2, sm: 4 },
      textAlign: 'center',
    }}
  >
    {icon}
    <ArrivalHeading>{title}</ArrivalHeading>
    {children}
  </Paper>
);
