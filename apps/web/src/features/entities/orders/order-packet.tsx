import PrintIcon from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PACKET_EXISTS } from '@fotoobraz/domain';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Row } from '../api/entity-api';
import { useFiles } from '../hooks/use-files';
import {
  labelsPath,
  orderPacketQuery,
  useCreatePacket,
  useRecordPacket,
  type PacketView,
} from './packet-api';
import { PacketStateChip } from '../../../components/packet-state-chip';
import { ConfirmActions } from '../../../components/confirm-actions';
import { DialogField } from '../../../components/dialog-field';

/** A packet is made for a paid order only (the server refuses it otherwise). */
const UNPAID_OR_CANCELLED: readonly string[] = ['POTVRDENA', 'ZRUSENA'];

/**
 * The attempt at creating the packet the owner may make now: the first one for a paid order, a
 * retry after Packeta refused it, or one after checking that Packeta has none (`checked`).
 */
const createAttempt = (
  packet: PacketView | null,
  status: string,
): { label: 'create' | 'retry' | 'retryChecked'; checked: boolean } | null => {
  if (!packet && UNPAID_OR_CANCELLED.includes(status)) return null;
  if (!packet) return { label: 'create', checked: false };
  if (packet.state === 'REFUSED') return { label: 'retry', checked: false };
  if (packet.state === 'TO_CHECK') return { label: 'retryChecked', checked: true };
  return null;
};

/** The owner enters the packet found in Packeta's client section after a doubtful attempt. */
const RecordDialog = ({
  id,
  open,
  onClose,
}: {
  id: number;
  open: boolean;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const record = useRecordPacket(id);
  const [packetId, setPacketId] = useState('');
  const [barcode, setBarcode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    record.mutate({ packetId: packetId.trim(), barcode: barcode.trim() }, { onSuccess: onClose });
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="packet-record-title" fullWidth>
      <form onSubmit={submit}>
        <DialogTitle id="packet-record-title">{t('entity.order.packet.recordTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('entity.order.packet.recordHelp')}</DialogContentText>
          <DialogField
            label={t('entity.order.packet.packetId')}
            value={packetId}
            onChange={setPacketId}
            required
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <DialogField
            label={t('entity.order.packet.barcode')}
            value={barcode}
            onChange={setBarcode}
            required
            placeholder="Z1234567890"
          />
        </DialogContent>
        <ConfirmActions
          label={t('entity.order.packet.record')}
          onCancel={onClose}
          disabled={record.isPending}
        />
      </form>
    </Dialog>
  );
};

/** State, barcode and tracking link: what the customer sees too. */
const PacketFacts = ({ packet }: { packet: PacketView }) => {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
      <PacketStateChip packet={packet} />
      {packet.barcodeText && (
        <Typography variant="body2">
          {t('entity.order.packet.barcodeIs', { barcode: packet.barcodeText })}
        </Typography>
      )}
      {packet.trackingUrl && (
        <Link href={packet.trackingUrl} target="_blank" rel="noopener noreferrer">
          {t('entity.order.packet.track')}
        </Link>
      )}
    </Stack>
  );
};

/** The owner's actions on the packet: create, retry, record the one found, print the label. */
const PacketActions = ({ row, packet }: { row: Row; packet: PacketView | null }) => {
  const { t } = useTranslation();
  const create = useCreatePacket(row.id);
  const { openUrl } = useFiles();
  const [recording, setRecording] = useState(false);
  const state = packet?.state;
  const exists = state !== undefined && (PACKET_EXISTS as readonly string[]).includes(state);
  const attempt = createAttempt(packet, String(row.status));
  return (
    <Stack spacing={1.5} sx={{ mt: 1.5 }}>
      {packet?.lastError &&
        (state === 'REFUSED' || state === 'TO_CHECK' || state === 'TO_CREATE') && (
          <Alert severity={state === 'REFUSED' ? 'error' : 'warning'}>
            {state === 'TO_CHECK' && <strong>{t('entity.order.packet.toCheckHelp')} </strong>}
            {packet.lastError}
          </Alert>
        )}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {attempt && (
          <Button
            variant={attempt.checked ? 'outlined' : 'contained'}
            onClick={() => create.mutate(attempt.checked)}
            disabled={create.isPending}
          >
            {t(`entity.order.packet.${attempt.label}`)}
          </Button>
        )}
        {(state === 'TO_CHECK' || state === 'REFUSED' || !packet) && (
          <Button variant="outlined" onClick={() => setRecording(true)}>
            {t('entity.order.packet.record')}
          </Button>
        )}
        {exists &&
          (['A6', 'A4'] as const).map((format) => (
            <Button
              key={format}
              variant={format === 'A6' ? 'contained' : 'outlined'}
              startIcon={<PrintIcon />}
              onClick={() => void openUrl(labelsPath([row.id], format))}
            >
              {t('entity.order.packet.printLabel', { format })}
            </Button>
          ))}
      </Stack>
      <RecordDialog id={row.id} open={recording} onClose={() => setRecording(false)} />
    </Stack>
  );
};

/**
 * The order's Packeta packet: its state, barcode and tracking link for the customer and the
 * owner; for the owner also the packet's actions and what went wrong with it.
 */
export const OrderPacket = ({ row, isAdmin }: { row: Row; isAdmin: boolean }) => {
  const { t } = useTranslation();
  const query = useQuery(orderPacketQuery(row.id));
  if (query.isPending) return null;
  const packet = query.data ?? null;
  return (
    <>
      {packet ? (
        <PacketFacts packet={packet} />
      ) : (
        <Typography color="text.secondary">{t('entity.order.packet.none')}</Typography>
      )}
      {isAdmin && <PacketActions row={row} packet={packet} />}
    </>
  );
};
