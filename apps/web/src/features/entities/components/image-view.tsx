import InsertDriveFileIcon from '@mui/icons-material/InsertDriveFile';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { blobOfBase64 } from '../../../lib/api/binary';
import { useFiles } from '../hooks/use-files';
import { base64Bytes, formatBytes } from '../model/format';

/** '{contentType}, {size}' under an image, as JHipster's forms and lists show it. */
export const ImageInfo = ({ contentType, bytes }: { contentType: string; bytes?: number }) => {
  const { t } = useTranslation();
  return (
    <Typography variant="caption" color="text.secondary" component="span" display="block">
      {bytes === undefined
        ? contentType
        : t('entity.image.info', { contentType, size: formatBytes(bytes) })}
    </Typography>
  );
};

/**
 * An image held as base64 (lists embed the small ones): a small inline picture that opens the
 * file in a new tab when clicked. Heights from 30 to 200 px (spec §2).
 */
export const InlineImage = ({
  base64,
  contentType,
  height,
  alt,
  showInfo = true,
}: {
  base64: string;
  contentType: string;
  height: number;
  alt: string;
  showInfo?: boolean;
}) => {
  const { t } = useTranslation();
  const { open } = useFiles();
  return (
    <Box component="span" sx={{ display: 'inline-block' }}>
      <ButtonBase
        aria-label={t('entity.image.open', { name: alt })}
        onClick={() => void open(async () => blobOfBase64(base64, contentType))}
        sx={{ display: 'block' }}
      >
        <Box
          component="img"
          src={`data:${contentType};base64,${base64}`}
          alt={alt}
          sx={{ height, maxWidth: height * 3, objectFit: 'contain', display: 'block' }}
        />
      </ButtonBase>
      {showInfo && <ImageInfo contentType={contentType} bytes={base64Bytes(base64)} />}
    </Box>
  );
};

/**
 * A large image that lists leave out: a link that loads it from its URL
 * (`GET /api/{base}/{id}/{field}`) and opens it.
 */
export const RemoteFileLink = ({
  path,
  contentType,
  name,
}: {
  path: string;
  contentType: string;
  name: string;
}) => {
  const { t } = useTranslation();
  const { openUrl } = useFiles();
  return (
    <Link
      component="button"
      type="button"
      onClick={() => void openUrl(path)}
      aria-label={t('entity.image.open', { name })}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
    >
      <InsertDriveFileIcon fontSize="small" aria-hidden />
      {contentType}
    </Link>
  );
};
