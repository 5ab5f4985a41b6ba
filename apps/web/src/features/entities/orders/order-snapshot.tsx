import Box from '@mui/material/Box';
import { orderSnapshotLines } from '@fotoobraz/domain';

/** What was ordered as it was then, line by line (the order keeps it as JSON). */
export const Snapshot = ({ text }: { text: unknown }) => {
  const lines = typeof text === 'string' ? orderSnapshotLines(text) : [];
  if (lines.length === 0) return null;
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 0.5 }}>
      {lines.map(({ label, value }) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ color: 'text.secondary', pr: 2 }}>
            {label}
          </Box>
          <Box component="dd" sx={{ m: 0 }}>
            {value}
          </Box>
        </Box>
      ))}
    </Box>
  );
};
