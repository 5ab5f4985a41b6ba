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
  const filters = [
    {
      name: HANDOVER,
      label: t('entity.order.packet.filterHandover'),
      options: HANDOVER_METHOD.map((m) => [m, HANDOVER_METHOD_LABELS[m]] as const),
    },
    {
      name: PACKET,
      label: t('entity.order.packet.filterState'),
      options: [
        ['NONE', t('entity.order.packet.noneYet')] as const,
        ...PACKET_STATE.map((s) => [s, PACKET_STATE_LABELS[s]] as const),
      ],
    },
  ];
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      useFlexGap
      sx={{ mb: 2, alignItems: { md: 'center' }, flexWrap: 'wrap' }}
    >
      {filters.map(({ name, label, options }) => (
        <TextField
          key={name}
          select
          size="small"
          label={label}
          value={params.choices[name] ?? ''}
          onChange={(e) => choose(name, e.target.value)}
          sx={{ minWidth: 240 }}
        >
          <MenuItem value="">{t('entity.order.packet.any')}</MenuItem>
          {options.map(([value, text]) => (
            <MenuItem key={value} value={value}>
              {text}
            </MenuItem>
          ))}
        </TextField>
      ))}
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
