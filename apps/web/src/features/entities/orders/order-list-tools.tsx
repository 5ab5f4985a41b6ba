import {
  HANDOVER_METHOD,
  HANDOVER_METHOD_LABELS,
  PACKET_STATE,
  PACKET_STATE_LABELS,
} from '@fotoobraz/domain';
import PrintIcon from '@mui/icons-material/Print';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useFiles } from '../hooks/use-files';
import { listSearch, type ListParams } from '../model/list-params';
import { labelsPath } from './packet-api';

const HANDOVER = 'handoverMethod.equals';
const PACKET = 'packetState';

/**
 * The order list's own tools for the owner: filters by hand-over method and by packet state
 * (in the URL, as the list's other parameters), and the labels of the selected orders printed
 * at once, in one PDF, as A6 labels or four to an A4 sheet.
 */
export const OrderListTools = ({
  params,
  selected,
  onClear,
}: {
  params: ListParams;
  selected: readonly number[];
  onClear: () => void;
}) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { openUrl } = useFiles();
  const choose = (name: string, value: string) => {
    const choices = { ...params.choices, [name]: value };
    if (!value) delete choices[name];
    onClear();
    void navigate({ search: listSearch({ ...params, page: 0, choices }) });
  };
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      useFlexGap
      sx={{ mb: 2, alignItems: { md: 'center' }, flexWrap: 'wrap' }}
    >
      <TextField
        select
        size="small"
        label={t('entity.order.packet.filterHandover')}
        value={params.choices[HANDOVER] ?? ''}
        onChange={(e) => choose(HANDOVER, e.target.value)}
        sx={{ minWidth: 240 }}
      >
        <MenuItem value="">{t('entity.order.packet.any')}</MenuItem>
        {HANDOVER_METHOD.map((m) => (
          <MenuItem key={m} value={m}>
            {HANDOVER_METHOD_LABELS[m]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('entity.order.packet.filterState')}
        value={params.choices[PACKET] ?? ''}
        onChange={(e) => choose(PACKET, e.target.value)}
        sx={{ minWidth: 240 }}
      >
        <MenuItem value="">{t('entity.order.packet.any')}</MenuItem>
        <MenuItem value="NONE">{t('entity.order.packet.noneYet')}</MenuItem>
        {PACKET_STATE.map((s) => (
          <MenuItem key={s} value={s}>
            {PACKET_STATE_LABELS[s]}
          </MenuItem>
        ))}
      </TextField>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2" role="status">
          {t('entity.order.packet.selected', { count: selected.length })}
        </Typography>
        {(['A6', 'A4'] as const).map((format) => (
          <Button
            key={format}
            variant="outlined"
            startIcon={<PrintIcon />}
            disabled={selected.length === 0}
            onClick={() => void openUrl(labelsPath(selected, format))}
          >
            {t('entity.order.packet.printLabels', { format })}
          </Button>
        ))}
      </Stack>
    </Stack>
  );
};
