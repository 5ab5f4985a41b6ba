import { HANDOVER_METHOD_LABELS, type HandoverMethod } from '@fotoobraz/domain';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Row } from '../api/entity-api';
import type { PacketView } from './packet-api';
import { PacketStateChip } from '../../../components/packet-state-chip';

/** Short names of the hand-over methods for a list cell. */
const SHORT: Record<HandoverMethod, string> = {
  OSOBNY_ODBER: 'Osobný odber',
  KURIER: 'Kuriér',
  VYDAJNE_MIESTO: 'Výdajné miesto',
};

/** The order list's hand-over cell: how it leaves, and its packet's state once asked for. */
export const OrderPacketCell = ({ order }: { order: Row }) => {
  const method = order.handoverMethod as HandoverMethod | null;
  const packet = order.packet as PacketView | null | undefined;
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="body2" title={method ? HANDOVER_METHOD_LABELS[method] : undefined}>
        {method ? SHORT[method] : '—'}
      </Typography>
      {packet && <PacketStateChip packet={packet} />}
    </Stack>
  );
};
