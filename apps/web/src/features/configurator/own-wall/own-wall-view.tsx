import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useOwnImage } from '../../../lib/api/image-source';
import { ownWallImageUrl, ownWallPlacementQuery } from '../api/own-wall';

/**
 * The piece on the customer's own wall, as the server redraws it for the piece now (`version`
 * changes with every save); nothing when the piece has no wall. With `reveal`, it scrolls into
 * the middle of the window once its picture is there (the customer just placed it).
 */
export const OwnWallView = ({
  craftedId,
  version,
  maxWidth,
  reveal = false,
  onRevealed,
}: {
  craftedId: number;
  version: number;
  maxWidth?: number;
  reveal?: boolean;
  onRevealed?(): void;
}) => {
  const shown = useRef<HTMLImageElement>(null);
  const { t } = useTranslation();
  const { data: placement } = useQuery(ownWallPlacementQuery(craftedId));
  const image = useOwnImage(
    placement ? ownWallImageUrl(craftedId, version, placement.placed) : null,
  );
  // Once its picture is there (loaded, so nothing above it moves any more), in the middle of the
  // window; the frame after lets the closed dialog give the focus back first.
  const revealNow = (img: HTMLImageElement | null) => {
    if (!reveal || !img?.complete || img.naturalWidth === 0) return;
    requestAnimationFrame(() => img.scrollIntoView({ block: 'center' }));
    onRevealed?.();
  };
  useEffect(() => revealNow(shown.current));
  if (!placement || image.failed) return null;
  return (
    <Box
      ref={shown}
      component="img"
      data-testid="own-wall-view"
      src={image.src}
      onLoad={() => revealNow(shown.current)}
      alt={t('configurator.ownWall.viewAlt')}
      width={placement.width}
      height={placement.height}
      sx={{ width: '100%', maxWidth, height: 'auto', display: 'block', borderRadius: 2 }}
    />
  );
};
