import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Pasparta } from '../api/types';
import { OptionGroup } from './option-group';
import { Swatch } from './option-visuals';

/** The mats (pasparta) as colour swatches. */
export const MatOptions = ({
  mats,
  value,
  onChange,
  difference,
}: {
  mats: readonly Pasparta[];
  value: number | null;
  onChange(id: number): void;
  difference(id: number): ReactNode;
}) => {
  const { t } = useTranslation();
  return (
    <OptionGroup
      legend={t('configurator.configure.pasparta')}
      dense
      columns={{ xs: 2, sm: 3 }}
      options={mats.map((mat) => ({
        id: mat.id,
        title: mat.name,
        media: <Swatch colour={mat.colorCode} />,
        extra: difference(mat.id),
      }))}
      value={value}
      onChange={onChange}
    />
  );
};
