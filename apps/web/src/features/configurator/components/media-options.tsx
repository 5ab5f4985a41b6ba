import type { PrintMediaType } from '@fotoobraz/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { imageDataUrl, type PrintMedia } from '../api/types';
import { OptionGroup } from './option-group';
import { PhoneHidden, Thumb } from './option-visuals';

/** The paper, canvas or board the product is printed on. */
export const MediaOptions = ({
  mediaType,
  medias,
  value,
  onChange,
  difference,
}: {
  mediaType: PrintMediaType;
  medias: readonly PrintMedia[];
  value: number | null;
  onChange(id: number): void;
  difference(id: number): ReactNode;
}) => {
  const { t } = useTranslation();
  return (
    <OptionGroup
      legend={t(`configurator.configure.media.${mediaType}`)}
      options={medias.map((media) => ({
        id: media.id,
        title: media.name,
        subtitle: <PhoneHidden>{media.description}</PhoneHidden>,
        media: <Thumb src={imageDataUrl(media.thumb, media.thumbContentType)} />,
        aside: difference(media.id),
      }))}
      value={value}
      onChange={onChange}
      columns={{ xs: 1 }}
    />
  );
};
