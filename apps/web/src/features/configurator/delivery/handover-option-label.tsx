import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatEur } from '@fotoobraz/domain';
import type { handoverChoice } from './delivery-choices';

/**
 * A hand-over choice's label: its name with its postage, or, when the parcel cannot go that
 * way, the reason under it (read out with the label, so a disabled choice still says why).
 */
export const HandoverOptionLabel = ({
  text,
  choice,
}: {
  text: string;
  /** Undefined while the rule cannot judge yet: the name alone. */
  choice?: ReturnType<typeof handoverChoice>;
}) => (
  <Box component="span" sx={{ display: 'block', py: 0.5 }}>
    <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1 }}>
      <span>{text}</span>
      {choice?.offered && choice.postageCents ? (
        <Box component="span" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
          {formatEur(choice.postageCents)}
        </Box>
      ) : null}
    </Box>
    {choice && !choice.offered && choice.message && (
      <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
        {choice.message}
      </Typography>
    )}
  </Box>
);
