import { catalogueImageUrl } from '../api/types';
import { OptionGroup, type ChoiceProps } from './option-group';
import { PhoneHidden, Thumb } from './option-visuals';
import { memo } from 'react';

interface DescribedRow {
  id: number;
  [field: string]: unknown;
  name: string;
  description: string | null;
  thumb?: string | null;
  thumbContentType?: string | null;
}

/**
 * Options listed one a line with their name, their description (not on a phone), a picture
 * where `thumbs` asks for one, and the price difference at the end: print media, glass.
 */
export const DescribedOptions = memo(
  ({
    legend,
    rows,
    thumbs,
    difference,
    ...choice
  }: {
    legend: string;
    rows: readonly DescribedRow[];
    /** The rows' entity (its API path), whose thumbnails are shown by URL. */
    thumbs?: string;
  } & ChoiceProps) => (
    <OptionGroup
      {...choice}
      legend={legend}
      columns={{ xs: 1 }}
      options={rows.map((row) => ({
        id: row.id,
        title: row.name,
        subtitle: <PhoneHidden>{row.description}</PhoneHidden>,
        media: thumbs ? <Thumb src={catalogueImageUrl(thumbs, row, 'thumb')} /> : undefined,
        aside: difference(row.id),
      }))}
    />
  ),
);
