import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { HealthStatus } from '../api/health';

/** A health status in words and colour: green UP, red DOWN, grey anything else. */
export const StatusChip = ({
  status,
  size,
}: {
  status: HealthStatus;
  size?: 'small' | 'medium';
}) => {
  const { t } = useTranslation();
  const colour = status === 'UP' ? 'success' : status === 'DOWN' ? 'error' : 'default';
  return (
    <Chip
      size={size}
      color={colour}
      label={t(`admin.common.status.${colour === 'default' ? 'UNKNOWN' : status}`)}
      data-status={status}
    />
  );
};
