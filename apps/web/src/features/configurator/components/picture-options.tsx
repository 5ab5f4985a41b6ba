import type { ReactNode } from 'react';
import { OptionGroup } from './option-group';

/**
 * Options shown by their name and a picture of them (a mat's swatch, a product's tile), two to a
 * row on a phone and three from a tablet up; `extra` adds a line under an option's name.
 */
export const PictureOptions = <Row extends { id: number; name: string }>({
  legend,
  rows,
  media,
  extra,
  value,
  onChange,
  dense,
  tile,
}: {
  legend: string;
  rows: readonly Row[];
  media(row: Row): ReactNode;
  extra?(id: number): ReactNode;
  value: number | null;
  onChange(id: number): void;
  dense?: boolean;
  tile?: boolean;
}) => (
  <OptionGroup
    legend={legend}
    dense={dense}
    tile={tile}
    columns={{ xs: 2, sm: 3 }}
    options={rows.map((row) => ({
      id: row.id,
      title: row.name,
      media: media(row),
      extra: extra?.(row.id),
    }))}
    value={value}
    onChange={onChange}
  />
);
