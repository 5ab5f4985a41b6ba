import { useTranslation } from 'react-i18next';
import type { Pasparta } from '../api/types';
import type { ChoiceProps } from './option-group';
import { PictureOptions } from './picture-options';
import { Swatch } from './option-visuals';
import { memo } from 'react';

/** The mats (pasparta) as colour swatches, each with its price difference under its name. */
export const MatOptions = memo(
  ({ mats, difference, ...choice }: { mats: readonly Pasparta[] } & ChoiceProps) => {
    const { t } = useTranslation();
    return (
      <PictureOptions
        {...choice}
        legend={t('configurator.configure.pasparta')}
        dense
        rows={mats}
        media={(mat) => <Swatch colour={mat.colorCode} />}
        extra={difference}
      />
    );
  },
);
