import { useTranslation } from 'react-i18next';
import type { Pasparta } from '../api/types';
import { OptionGroup, type ChoiceProps } from './option-group';
import { Swatch } from './option-visuals';
import { memo } from 'react';

/** The mats (pasparta) as colour swatches, each with its price difference under its name. */
export const MatOptions = memo(
  ({ mats, difference, ...choice }: { mats: readonly Pasparta[] } & ChoiceProps) => {
    const { t } = useTranslation();
    return (
      <OptionGroup
        {...choice}
        legend={t('configurator.configure.pasparta')}
        dense
        columns={{ xs: 2, sm: 3 }}
        options={mats.map((mat) => ({
          id: mat.id,
          title: mat.name,
          media: <Swatch colour={mat.colorCode} />,
          extra: difference(mat.id),
        }))}
      />
    );
  },
);
