import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** Postcode beside town (or DIČ beside IČ DPH) from a tablet up; one under the other on a phone. */
export const TwoColumns = ({ children }: { children: React.ReactNode }) => (
  <Box
    sx={{
      display: 'grid',
      gap: 2,
      gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '1fr 2fr' },
    }}
  >
    {children}
  </Box>
);

/** A group of the form's fields under its bold legend (the delivery address, the billing). */
export const FieldGroup = ({
  legend,
  gap,
  children,
}: {
  legend: string;
  gap: number;
  children: React.ReactNode;
}) => (
  <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0, display: 'grid', gap }}>
    <Typography component="legend" sx={{ fontWeight: 700, mb: 1, p: 0 }}>
      {legend}
    </Typography>
    {children}
  </Box>
);
