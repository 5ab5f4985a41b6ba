import {
  formatEur,
  roundHalfUpToCents,
  slovakDay,
  VOUCHER_STATE_LABELS,
  type VoucherState,
} from '@fotoobraz/domain';
import Chip, { type ChipProps } from '@mui/material/Chip';

/**
 * Euros as the answers carry them, the Slovak way.
 * @example voucherEur(12.5) // -> '12,50 €'
 */
export const voucherEur = (euros: number): string => formatEur(roundHalfUpToCents(euros));

/** A day or a dash: a voucher has no last day until it is paid. */
export const voucherDay = (day: string | null): string => (day ? slovakDay(day) : '–');

/** Green while it can be spent, red when the owner stopped it, grey once it is over. */
const STATE_COLOURS: Record<VoucherState, ChipProps['color']> = {
  OBJEDNANA: 'info',
  PLATNA: 'success',
  VYCERPANA: 'default',
  EXPIROVANA: 'default',
  ZABLOKOVANA: 'error',
  ODSTUPENA: 'warning',
  ZRUSENA: 'default',
};

export const VoucherStateChip = ({ state }: { state: VoucherState }) => (
  <Chip size="small" color={STATE_COLOURS[state]} label={VOUCHER_STATE_LABELS[state]} />
);
