import CheckIcon from '@mui/icons-material/Check';
import ScreenRotationAltIcon from '@mui/icons-material/ScreenRotationAlt';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import { useWizard } from '../hooks/use-wizard';
import { aspectOf } from '../model/picture';
import type { CropRegion } from '../model/wizard-state';
import { WizardNav } from './wizard-nav';

const MAX_ZOOM = 4;

/** Whole thumbnail pixels inside the thumbnail: the server allows one pixel of rounding. */
const regionOf = (area: Area, width: number, height: number): CropRegion => {
  const x = Math.max(0, Math.round(area.x));
  const y = Math.max(0, Math.round(area.y));
  return {
    x,
    y,
    width: Math.max(1, Math.min(width - x, Math.round(area.width))),
    height: Math.max(1, Math.min(height - y, Math.round(area.height))),
  };
};

/**
 * Step 1 (customer spec §2 and §4): the customer crops the photo's thumbnail to a shape the shop
 * makes, the analysis's ratio in the photo's orientation (16:9 when unknown); the crop goes to the
 * server in thumbnail pixels.
 */
const CropStep = () => {
  const { t } = useTranslation();
  const { state, dispatch, picture } = useWizard();
  const helpId = useId();
  const baseAspect = aspectOf(picture?.cropAspect ?? '16:9');
  const stored = state.crop;
  const [turned, setTurned] = useState(
    () => !!stored && stored.width > stored.height !== baseAspect > 1,
  );
  const aspect = turned ? 1 / baseAspect : baseAspect;
  const [position, setPosition] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<CropRegion | null>(stored);

  if (!picture) return null;
  const [ratioLong, ratioShort] = picture.cropAspect.split(':');
  const shown = turned ? `${ratioShort}:${ratioLong}` : picture.cropAspect;

  const rotateLabel = t(aspect > 1 ? 'configurator.crop.portrait' : 'configurator.crop.landscape');
  return (
    <Box component="section" aria-labelledby="crop-title">
      <Typography id="crop-title" variant="h4" component="h1" gutterBottom>
        {t('configurator.crop.title')}
      </Typography>
      <Typography id={helpId} color="text.secondary" sx={{ mb: 2 }}>
        {t('configurator.crop.help', { ratio: shown })}
      </Typography>
      <Box
        sx={{
          position: 'relative',
          // The page's header, the steps, the title and the bar below take the rest: the whole
          // crop screen fits a 1366 × 768 laptop and a phone without scrolling.
          height: { xs: 'calc(100dvh - 380px)', md: 'calc(100dvh - 360px)' },
          minHeight: 240,
          maxHeight: 560,
          bgcolor: 'grey.900',
          borderRadius: 2,
          overflow: 'hidden',
        }}
      >
        <Cropper
          key={turned ? 'turned' : 'upright'}
          image={picture.thumbUrl}
          aspect={aspect}
          crop={position}
          zoom={zoom}
          maxZoom={MAX_ZOOM}
          onCropChange={setPosition}
          onZoomChange={setZoom}
          onCropComplete={(_, pixels) =>
            setArea(regionOf(pixels, picture.thumbWidth, picture.thumbHeight))
          }
          initialCroppedAreaPixels={
            stored && stored.width > stored.height === aspect > 1 ? stored : undefined
          }
          keyboardStep={10}
          mediaProps={{ alt: t('configurator.upload.thumbAlt', { title: picture.title }) }}
          cropperProps={{
            // A named region the arrow keys move; a plain div may not carry a name (ARIA).
            role: 'group',
            'aria-label': t('configurator.crop.area'),
            'aria-describedby': helpId,
          }}
        />
      </Box>
      {/* The zoom and 'Použiť orez' sit in the wizard's bar, always in view; notices rise above it. */}
      <WizardNav
        navigation={{
          visible: true,
          backDisabled: false,
          nextDisabled: !area,
          nextLabel: 'configurator.crop.apply',
        }}
        onBack={() => dispatch({ type: 'back' })}
        onNext={() => area && dispatch({ type: 'cropped', crop: area })}
        nextIcon={<CheckIcon />}
        toolbarLabel={t('configurator.crop.controls')}
        summary={
          <Stack direction="row" spacing={{ xs: 0.5, sm: 1.5 }} sx={{ alignItems: 'center' }}>
            <ZoomOutIcon aria-hidden color="action" sx={{ display: { xs: 'none', sm: 'block' } }} />
            <Slider
              aria-label={t('configurator.crop.zoom')}
              value={zoom}
              min={1}
              max={MAX_ZOOM}
              step={0.05}
              onChange={(_, value) => setZoom(value as number)}
              getAriaValueText={(value) => `${Math.round(value * 100)} %`}
              sx={{ mx: 1 }}
            />
            <ZoomInIcon aria-hidden color="action" sx={{ display: { xs: 'none', sm: 'block' } }} />
            <Tooltip title={rotateLabel}>
              <span>
                <IconButton
                  aria-label={rotateLabel}
                  onClick={() => setTurned((value) => !value)}
                  disabled={Math.abs(baseAspect - 1) < 0.01}
                >
                  <ScreenRotationAltIcon />
                </IconButton>
              </span>
            </Tooltip>
          </Stack>
        }
      />
    </Box>
  );
};

export default CropStep;
