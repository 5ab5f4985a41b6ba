import Chip from '@mui/material/Chip';
import type { PacketState } from '@fotoobraz/domain';

const COLORS: Record<string, 'default' | 'success' | 'warning' | 'error' | 'info'> = {
  TO_CHECK: 'warning',
  REFUSED: 'error',
  CREATED: 'info',
  ON_THE_WAY: 'info',
  READY_FOR_PICKUP: 'success',
  DELIVERED: 'success',
  RETURNED: 'warning',
  CANCELLED: 'default',
};

/**
 * A Packeta packet's state by its Slovak name (the order's detail, the order list, 'Moje
 * objednávky'); what asks for the owner's attention stands out.
 */
export const PacketStateChip = ({
  packet,
}: {
  packet: { state: PacketState; stateLabel: string };
}) => <Chip size="small" color={COLORS[packet.state] ?? 'default'} label={packet.stateLabel} />;
