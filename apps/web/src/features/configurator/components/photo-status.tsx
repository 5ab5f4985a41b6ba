import CropIcon from '@mui/icons-material/Crop';
import PhotoOutlinedIcon from '@mui/icons-material/PhotoOutlined';
import WallpaperIcon from '@mui/icons-material/Wallpaper';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PrintableStatus } from '../api/types';
import { useWizard } from '../hooks/use-wizard';
import type { Picture } from '../model/picture';
import { SideBySide } from '../../../components/side-by-side';

type Path = 'product' | 'photoOnly' | 'crop';

/**
 * What each printableStatus offers (customer spec §4), the first path being the suggested one: Y
 * goes on without a crop; N may go on to a preview but cannot be ordered; C and X print the photo
 * as it is or crop it for a product.
 */
const PATHS: Record<PrintableStatus, Path[]> = {
  Y: ['product', 'photoOnly'],
  N: ['product', 'photoOnly'],
  C: ['crop', 'photoOnly'],
  X: ['photoOnly', 'crop'],
};

const SEVERITY = { Y: 'success', N: 'warning', C: 'info', X: 'warning' } as const;

const ICON: Record<Path, ReactNode> = {
  product: <WallpaperIcon />,
  photoOnly: <PhotoOutlinedIcon />,
  crop: <CropIcon />,
};

/**
 * The uploaded photo, what the shop found out about it, and the ways on from it. Right after an
 * upload it takes the focus, so the next choice is in view (on a phone it is below the fold).
 */
export const PhotoStatus = ({ picture, focus = false }: { picture: Picture; focus?: boolean }) => {
  const { t } = useTranslation();
  const { dispatch } = useWizard();
  const panel = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!focus) return;
    heading.current?.focus({ preventScroll: true });
    panel.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [focus]);
  const status = picture.status ?? 'Y';
  const choose = (path: Path) =>
    dispatch({ type: 'pathChosen', photoOnly: path === 'photoOnly', crop: path === 'crop' });

  return (
    <Paper ref={panel} variant="outlined" sx={{ p: { xs: 2, sm: 3 }, scrollMarginTop: 72 }}>
      <SideBySide from="sm" columns="200px minmax(0, 1fr)" gap={2}>
        <Box
          component="img"
          src={picture.thumbUrl}
          alt={t('configurator.upload.thumbAlt', { title: picture.title })}
          width={picture.thumbWidth}
          height={picture.thumbHeight}
          sx={{
            width: '100%',
            height: 'auto',
            maxHeight: 260,
            objectFit: 'contain',
            borderRadius: 1,
            bgcolor: 'grey.100',
          }}
        />
        <Box sx={{ minWidth: 0 }}>
          <Typography
            ref={heading}
            tabIndex={-1}
            variant="h6"
            component="h2"
            sx={{ overflowWrap: 'anywhere' }}
          >
            {t('configurator.upload.done', { title: picture.title })}
          </Typography>
          {picture.description && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
              {picture.description}
            </Typography>
          )}
          <Alert severity={SEVERITY[status]} sx={{ mb: 2 }}>
            {t(`configurator.status.${status}`, {
              megapixels: picture.megapixels.toLocaleString('sk-SK', {
                maximumFractionDigits: 1,
              }),
              minimum: picture.minMegapixels,
            })}
          </Alert>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
            {PATHS[status].map((path, index) => (
              <Button
                key={path}
                variant={index === 0 ? 'contained' : 'outlined'}
                size="large"
                startIcon={ICON[path]}
                onClick={() => choose(path)}
              >
                {t(`configurator.paths.${path}`)}
              </Button>
            ))}
          </Box>
        </Box>
      </SideBySide>
    </Paper>
  );
};
