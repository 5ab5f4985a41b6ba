import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useQuery } from '@tanstack/react-query';
import { previewQuery } from '../api/my-orders';

const SIZE = 160;

/** The ordered piece's preview; a quiet placeholder when it has none or it cannot be loaded. */
export const OrderPreview = ({
  craftedProductId,
  hasPreview,
  alt,
}: {
  craftedProductId: number | undefined;
  hasPreview: boolean;
  alt: string;
}) => {
  const preview = useQuery({
    ...previewQuery(craftedProductId ?? 0),
    enabled: craftedProductId !== undefined && hasPreview,
  });
  const frame = {
    width: SIZE,
    height: SIZE,
    borderRadius: 1,
    bgcolor: 'grey.100',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
  };
  if (preview.isLoading) return <Skeleton variant="rounded" width={SIZE} height={SIZE} />;
  if (!preview.data) {
    return (
      <Box sx={frame}>
        <ImageOutlinedIcon color="disabled" fontSize="large" aria-hidden />
      </Box>
    );
  }
  return (
    <Box sx={frame}>
      <Box
        component="img"
        src={preview.data}
        alt={alt}
        sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain', display: 'block' }}
      />
    </Box>
  );
};
