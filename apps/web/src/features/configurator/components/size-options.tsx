import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import {
  dpiOfConfig,
  effectiveDpi,
  orientationOf,
  orientedConfigSizes,
  printQualityAt,
  qualityOfConfig,
  sizeText,
  type Extent,
  type SizeCm,
} from '@fotoobraz/domain';
import { useTranslation } from 'react-i18next';
import type { ProductConfig } from '../api/types';
import { OptionGroup, type ChoiceProps } from './option-group';
import { PhotoOnlySizeFields } from './photo-only-size-fields';
import { QualityLight } from './quality-light';
import { memo } from 'react';

/**
 * The product's sizes in the photo's orientation, each with its photo window and the quality
 * light the printed pixels give it there.
 */
export const SizeOptions = memo(
  ({
    sizes,
    loading,
    loaded,
    pixels,
    difference,
    ...choice
  }: {
    sizes: readonly ProductConfig[];
    loading: boolean;
    loaded: boolean;
    pixels: Extent;
  } & ChoiceProps) => {
    const { t } = useTranslation();
    const orientation = orientationOf(pixels);
    return (
      <>
        <OptionGroup
          {...choice}
          legend={t('configurator.configure.size')}
          hint={t('configurator.configure.sizeHint')}
          options={
            loading
              ? []
              : sizes.map((config) => {
                  const { total, window } = orientedConfigSizes(config, orientation);
                  return {
                    id: config.id,
                    title: total ? sizeText(total) : config.totalSizeCm,
                    subtitle: window
                      ? t('configurator.configure.photoWindow', { size: sizeText(window) })
                      : undefined,
                    extra: (
                      <QualityLight
                        quality={qualityOfConfig(pixels, config)}
                        dpi={dpiOfConfig(pixels, config)}
                      />
                    ),
                    aside: difference(config.id),
                  };
                })
          }
        />
        {loading && <Skeleton variant="rounded" height={180} />}
        {loaded && sizes.length === 0 && (
          <Alert severity="info" role="status">
            {t('configurator.configure.noSizes')}
          </Alert>
        )}
      </>
    );
  },
);

/** The size a PLAIN product is printed in, typed by the customer, with its quality light. */
export const PhotoOnlySizeOption = ({
  size,
  pixels,
  onChange,
}: {
  size: SizeCm;
  pixels: Extent;
  onChange(size: SizeCm): void;
}) => (
  <PhotoOnlySizeFields
    size={size}
    pixels={pixels}
    onChange={onChange}
    quality={
      <QualityLight
        quality={printQualityAt(pixels.width, pixels.height, size.widthCm, size.heightCm)}
        dpi={effectiveDpi(pixels.width, pixels.height, size.widthCm, size.heightCm)}
      />
    }
  />
);
