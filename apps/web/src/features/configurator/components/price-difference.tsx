import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { formatEurDifference } from '@fotoobraz/domain';

/** Room for '+99,99 €' whether the amount is there yet or not, so the cards never reflow. */
const WIDTH = '4.75em';

/**
 * What choosing an option would change in the price (DESIGN.md §5), '+3,40 €'; a placeholder of
 * the same size while it is being computed, nothing when it cannot be.
 */
export const PriceDifference = ({
  cents,
  loading,
  align = 'right',
}: {
  cents: number | undefined;
  loading: boolean;
  /** 'left' under a name, 'right' at the end of a card. */
  align?: 'left' | 'right';
}) => {
  if (cents === undefined && !loading) return null;
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-block',
        minWidth: WIDTH,
        textAlign: align,
        fontVariantNumeric: 'tabular-nums',
        fontWeight: 600,
        whiteSpace: 'nowrap',
        color:
          cents === undefined || cents === 0
            ? 'text.secondary'
            : cents < 0
              ? 'success.dark'
              : 'text.primary',
      }}
    >
      {cents === undefined ? (
        <Skeleton aria-hidden sx={{ display: 'inline-block', width: WIDTH }} />
      ) : (
        formatEurDifference(cents)
      )}
    </Box>
  );
};
