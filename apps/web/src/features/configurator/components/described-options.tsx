import { imageDataUrl } from '../api/types';
import { OptionGroup, type ChoiceProps } from './option-group';
import { PhoneHidden, Thumb } from './option-visuals';
import { memo } from 'react';

interface DescribedRow {
  id: number;
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
    thumbs = false,
    difference,
    ...choice
  }: { legend: string; rows: readonly DescribedRow[]; thumbs?: boolean } & ChoiceProps) => (
    <OptionGroup
      {...choice}
      legend={legend}
      columns={{ xs: 1 }}
      options={rows.map((row) => ({
        id: row.id,
        title: row.name,
        subtitle: <PhoneHidden>{row.description}</PhoneHidden>,
        media: thumbs ? <Thumb src={imageDataUrl(row.thumb, row.thumbContentType)} /> : undefined,
        aside: difference(row.id),
      }))}
    />
  ),
);
