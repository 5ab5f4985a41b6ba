import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useOwnImage } from '../../../lib/api/image-source';
import { ownWallImageUrl, ownWallPlacementQuery } from '../api/own-wall';

/**
 * The piece on the customer's own wall, as the server redraws it for the piece now (`version`
 * changes with every save); nothing when the piece has no wall.
 */
export const OwnWallView = ({
  craftedId,
  version,
  maxWidth,
}: {
  craftedId: number;
  version: number;
  maxWidth?: number;
}) => {
  const { t } = useTranslation();
  const { data: placement } = useQuery(ownWallPlacementQuery(craftedId));
  const image = useOwnImage(
    placement ? ownWallImageUrl(craftedId, version, placement.placed) : null,
  );
  if (!placement || image.failed) return null;
  return (
    <Box
      component="img"
      src={image.src}
      alt={t('configurator.ownWall.viewAlt')}
      width={placement.width}
      height={placement.height}
      sx={{ width: '100%', maxWidth, height: 'auto', display: 'block', borderRadius: 2 }}
    />
  );
};
