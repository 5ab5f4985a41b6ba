import Chip from '@mui/material/Chip';
import type { PacketView } from './packet-api';

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

/** The packet's state by its Slovak name; what asks for the owner's attention stands out. */
export const PacketStateChip = ({
  packet,
}: {
  packet: Pick<PacketView, 'state' | 'stateLabel'>;
}) => <Chip size="small" color={COLORS[packet.state] ?? 'default'} label={packet.stateLabel} />;
