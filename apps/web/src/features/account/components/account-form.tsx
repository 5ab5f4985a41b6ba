import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { FormEventHandler, ReactNode } from 'react';

/**
 * A column of fields with one submit button; the browser's own validation is off, the form's
 * messages come from its schema.
 */
export const AccountForm = ({
  onSubmit,
  submitLabel,
  busy,
  children,
}: {
  onSubmit: FormEventHandler;
  submitLabel: string;
  busy: boolean;
  children: ReactNode;
}) => (
  <Box
    component="form"
    noValidate
    onSubmit={onSubmit}
    sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
  >
    {children}
    <Box>
      <Button type="submit" variant="contained" disabled={busy}>
        {submitLabel}
      </Button>
    </Box>
  </Box>
);
