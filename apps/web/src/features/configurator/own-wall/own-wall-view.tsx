import Box from '@mui/material/Box';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ownWallImageUrl } from '../api/own-wall';

/**
 * The piece on the customer's own wall, as the server redraws it for the piece now; nothing when
 * the piece has no wall (the server answers 404).
 */
export const OwnWallView = ({
  craftedId,
  version,
  placed = 0,
  maxWidth,
}: {
  craftedId: number;
  version: number;
  /** Changes with every new wall, so the new one is loaded. */
  placed?: number;
  maxWidth?: number;
}) => {
  const { t } = useTranslation();
  const src = ownWallImageUrl(craftedId, version, placed);
  const [failed, setFailed] = useState<string | null>(null);
  if (failed === src) return null;
  return (
    <Box
      component="img"
      src={src}
      alt={t('configurator.ownWall.viewAlt')}
      loading="lazy"
      onError={() => setFailed(src)}
      sx={{ width: '100%', maxWidth, height: 'auto', display: 'block', borderRadius: 2 }}
    />
  );
};
