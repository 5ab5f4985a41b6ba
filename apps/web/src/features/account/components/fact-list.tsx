import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface Fact {
  label: string;
  value: ReactNode;
}

/** Label and value pairs as a description list; a fact without a value is left out. */
export const FactList = ({ facts }: { facts: readonly Fact[] }) => (
  <Box
    component="dl"
    sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.25, m: 0 }}
  >
    {facts
      .filter((f) => f.value !== null && f.value !== undefined && f.value !== '')
      .map((f) => (
        <Box key={f.label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {f.label}
          </Typography>
          <Typography
            component="dd"
            variant="body2"
            sx={{
              m: 0,
              fontWeight: 600,
              fontVariantNumeric: 'tabular-nums',
              overflowWrap: 'anywhere',
            }}
          >
            {f.value}
          </Typography>
        </Box>
      ))}
  </Box>
);
