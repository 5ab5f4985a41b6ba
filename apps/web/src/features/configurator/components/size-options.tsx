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
  waysBySize,
  type Extent,
  type ProductEnum,
  type SizeCm,
} from '@fotoobraz/domain';
import { useTranslation } from 'react-i18next';
import type { ProductConfig } from '../api/types';
import { OptionGroup, type ChoiceProps } from './option-group';
import { PhotoOnlySizeFields } from './photo-only-size-fields';
import { QualityLight } from './quality-light';
import { memo } from 'react';
import { useDeliverySettings } from '../api/get-shop';
import { SizeWaysNote } from '../delivery/handover-ways';

/**
 * The product's sizes in the photo's orientation, each with its photo window, the quality light
 * the printed pixels give it there, and, where Packeta's limits rule a pick-up point out, so.
 */
export const SizeOptions = memo(
  ({
    sizes,
    productEnum,
    loading,
    loaded,
    pixels,
    difference,
    ...choice
  }: {
    sizes: readonly ProductConfig[];
    productEnum: ProductEnum;
    loading: boolean;
    loaded: boolean;
    pixels: Extent;
  } & ChoiceProps) => {
    const { t } = useTranslation();
    const orientation = orientationOf(pixels);
    const delivery = useDeliverySettings();
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
                      <>
                        <QualityLight
                          quality={qualityOfConfig(pixels, config)}
                          dpi={dpiOfConfig(pixels, config)}
                        />
                        {delivery && total && (
                          <SizeWaysNote
                            ways={waysBySize({ productEnum, ...total }, delivery.limits)}
                          />
                        )}
                      </>
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
