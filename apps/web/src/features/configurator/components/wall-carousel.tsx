import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { memo, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ownImageQuery, useOwnImage } from '../../../lib/api/image-source';
import { readToken } from '../../../lib/auth/token-storage';
import { INTERIOR_COUNT, wallImageUrl } from '../api/crafted-products';

/** Customer spec §9: the interior carousel turns every 4 s. */
export const AUTOPLAY_MS = 4000;

/** The wall pictures' shape (the server's interiors are drawn at 3:2). */
const WALL_ASPECT = '3 / 2';

/**
 * The piece at true scale in nine interiors (customer spec §2), turning every 4 s. It stops while
 * the pointer or focus is on it, and on request (WCAG 2.2.2); arrows and dots choose a room.
 */
export const WallCarousel = memo(
  ({ craftedId, version }: { craftedId: number; version: number }) => {
    const { t } = useTranslation();
    const [index, setIndex] = useState(0);
    const [paused, setPaused] = useState(false);
    const [held, setHeld] = useState(false);
    const [failed, setFailed] = useState<string | null>(null);
    const running = !paused && !held;

    useEffect(() => {
      if (!running) return;
      const timer = setInterval(() => setIndex((i) => (i + 1) % INTERIOR_COUNT), AUTOPLAY_MS);
      return () => clearInterval(timer);
    }, [running]);

    // The next room loads once this one is shown, so turning never waits for the server; not
    // before: on a phone the carousel is far below the preview, whose bytes come first.
    const next = (index + 1) % INTERIOR_COUNT;
    const [shown, setShown] = useState<string | null>(null);
    const queryClient = useQueryClient();
    useEffect(() => {
      if (shown !== `${craftedId}-${version}`) return;
      const url = wallImageUrl(craftedId, next, version);
      if (readToken() !== null) {
        void queryClient.prefetchQuery(ownImageQuery(url));
        return;
      }
      const image = new Image();
      image.src = url;
    }, [craftedId, next, version, shown, queryClient]);

    const url = wallImageUrl(craftedId, index, version);
    const image = useOwnImage(url);
    if (failed === `${craftedId}-${version}` || image.failed) return null;

    return (
      <Box
        component="section"
        aria-roledescription={t('configurator.wall.carousel')}
        aria-labelledby="wall-title"
        onMouseEnter={() => setHeld(true)}
        onMouseLeave={() => setHeld(false)}
        onFocus={() => setHeld(true)}
        onBlur={() => setHeld(false)}
      >
        <Typography id="wall-title" variant="h6" component="h2" gutterBottom>
          {t('configurator.wall.title')}
        </Typography>
        <Box
          sx={{
            position: 'relative',
            aspectRatio: WALL_ASPECT,
            borderRadius: 2,
            overflow: 'hidden',
            bgcolor: 'grey.200',
          }}
        >
          <Box
            component="img"
            key={url}
            src={image.src}
            alt={t('configurator.wall.alt', { n: index + 1, count: INTERIOR_COUNT })}
            loading="lazy"
            onLoad={() => setShown(`${craftedId}-${version}`)}
            onError={() => setFailed(`${craftedId}-${version}`)}
            sx={{
              width: '100%',
              height: '100%',
              objectFit: 'cover',
              display: 'block',
              '@keyframes wallFade': { from: { opacity: 0.4 }, to: { opacity: 1 } },
              animation: 'wallFade 400ms ease',
              '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
            }}
          />
          <IconButton
            aria-label={t('configurator.wall.previous')}
            onClick={() => setIndex((i) => (i + INTERIOR_COUNT - 1) % INTERIOR_COUNT)}
            sx={arrowSx('left')}
          >
            <ChevronLeftIcon />
          </IconButton>
          <IconButton
            aria-label={t('configurator.wall.next')}
            onClick={() => setIndex((i) => (i + 1) % INTERIOR_COUNT)}
            sx={arrowSx('right')}
          >
            <ChevronRightIcon />
          </IconButton>
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 1, flexWrap: 'wrap' }}>
          <IconButton
            size="small"
            aria-label={t(paused ? 'configurator.wall.play' : 'configurator.wall.pause')}
            onClick={() => setPaused((p) => !p)}
          >
            {paused ? <PlayArrowIcon fontSize="small" /> : <PauseIcon fontSize="small" />}
          </IconButton>
          {Array.from({ length: INTERIOR_COUNT }, (_, n) => (
            <Box
              component="button"
              type="button"
              key={n}
              aria-label={t('configurator.wall.room', { n: n + 1 })}
              aria-current={n === index ? 'true' : undefined}
              onClick={() => setIndex(n)}
              sx={{
                width: 24,
                height: 24,
                p: 0,
                border: 0,
                bgcolor: 'transparent',
                cursor: 'pointer',
                display: 'grid',
                placeItems: 'center',
                '&::after': {
                  content: '""',
                  width: 10,
                  height: 10,
                  borderRadius: '50%',
                  bgcolor: n === index ? 'primary.main' : 'grey.400',
                },
                '&:focus-visible': { outline: '2px solid', outlineColor: 'secondary.main' },
              }}
            />
          ))}
        </Box>
      </Box>
    );
  },
);

const arrowSx = (side: 'left' | 'right') => ({
  position: 'absolute',
  top: '50%',
  [side]: 8,
  transform: 'translateY(-50%)',
  bgcolor: 'rgba(255,255,255,0.85)',
  '&:hover': { bgcolor: 'rgba(255,255,255,1)' },
});
