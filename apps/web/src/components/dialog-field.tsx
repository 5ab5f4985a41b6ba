import TextField, { type TextFieldProps } from '@mui/material/TextField';

/** A text field of a dialog's form: as wide as the dialog, set apart from what stands above it. */
export const DialogField = ({
  onChange,
  ...props
}: Omit<TextFieldProps, 'onChange' | 'fullWidth' | 'sx'> & {
  value: string;
  onChange: (value: string) => void;
}) => (
  <TextField
    {...props}
    onChange={(event) => onChange(event.target.value)}
    fullWidth
    sx={{ mt: 2 }}
  />
);
