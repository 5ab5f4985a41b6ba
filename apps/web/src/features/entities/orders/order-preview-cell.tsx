import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { inlineFileQuery } from '../api/binary-query';
import { ImageInfo } from '../components/image-view';
import { useFiles } from '../hooks/use-files';

/**
 * The order list's preview column: the crafted product's preview thumbnail from
 * `GET /api/crafted-products/{id}/previewThumb`, with its type and size; clicking opens it.
 */
export const OrderPreviewCell = ({
  order,
  height,
}: {
  order: Record<string, unknown>;
  height: number;
}) => {
  const { t } = useTranslation();
  const { open } = useFiles();
  const crafted = order.craftedProduct as { id?: number; previewThumbContentType?: unknown } | null;
  const id = crafted?.id;
  const hasPreview = id !== undefined && crafted?.previewThumbContentType !== null;
  const preview = useQuery({
    ...inlineFileQuery(`api/crafted-products/${id}/previewThumb`),
    enabled: hasPreview,
    // A product without a stored preview answers 404: no toast for that.
    retry: false,
  });
  if (!preview.data) return null;
  const file = preview.data;
  const name = t('entity.order.previewOf', { id });
  return (
    <Box component="span" sx={{ display: 'inline-block' }}>
      <ButtonBase
        aria-label={t('entity.image.open', { name })}
        onClick={() => void open(async () => file.blob)}
      >
        <Box component="img" src={file.src} alt={name} sx={{ height, display: 'block' }} />
      </ButtonBase>
      <ImageInfo contentType={file.contentType} bytes={file.bytes} />
    </Box>
  );
};
