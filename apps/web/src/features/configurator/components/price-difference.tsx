import { keyframes, styled } from '@mui/material/styles';
import { formatEurDifference } from '@fotoobraz/domain';

/** Room for '+99,99 €' whether the amount is there yet or not, so the cards never reflow. */
const WIDTH = '4.75em';

const pulse = keyframes`
  0% { opacity: 1; }
  50% { opacity: 0.4; }
  100% { opacity: 1; }
`;

/**
 * Static styles and a class per state: every option card of step 2 shows one, and each answer
 * that arrives renders them all again (an `sx` object per amount was costly on a phone).
 */
const Amount = styled('span')(({ theme }) => ({
  display: 'inline-block',
  minWidth: WIDTH,
  fontVariantNumeric: 'tabular-nums',
  fontWeight: 600,
  whiteSpace: 'nowrap',
  color: theme.palette.text.primary,
  '&.price-left': { textAlign: 'left' },
  '&.price-right': { textAlign: 'right' },
  '&.price-none': { color: theme.palette.text.secondary },
  '&.price-less': { color: theme.palette.success.dark },
  // The placeholder while the amount is computed: a grey bar of the amount's size.
  '& > .price-pending': {
    display: 'inline-block',
    width: WIDTH,
    height: '1em',
    verticalAlign: 'middle',
    borderRadius: 4,
    backgroundColor: theme.palette.action.hover,
    animation: `${pulse} 2s ease-in-out 0.5s infinite`,
    '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
  },
}));

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
  const tone = cents === undefined || cents === 0 ? 'price-none' : cents < 0 ? 'price-less' : '';
  return (
    <Amount className={`price-${align} ${tone}`}>
      {cents === undefined ? (
        <span aria-hidden className="price-pending" />
      ) : (
        formatEurDifference(cents)
      )}
    </Amount>
  );
};
