import type { GlassSlot } from '@fotoobraz/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Glass } from '../api/types';
import { OptionGroup } from './option-group';
import { PhoneHidden } from './option-visuals';

/** The glasses, or the laminates, that fit the product's one glass slot. */
export const GlassOptions = ({
  slot,
  glasses,
  value,
  onChange,
  difference,
}: {
  slot: GlassSlot;
  glasses: readonly Glass[];
  value: number | null;
  onChange(id: number): void;
  difference(id: number): ReactNode;
}) => {
  const { t } = useTranslation();
  return (
    <OptionGroup
      legend={t(`configurator.configure.glass.${slot}`)}
      columns={{ xs: 1 }}
      options={glasses.map((glass) => ({
        id: glass.id,
        title: glass.name,
        subtitle: <PhoneHidden>{glass.description}</PhoneHidden>,
        aside: difference(glass.id),
      }))}
      value={value}
      onChange={onChange}
    />
  );
};
