import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useFiles } from '../hooks/use-files';

/**
 * A download of one of an order's files (`path` under the API), named by its kind; the file is
 * saved as `fallbackName` when the server names none.
 */
export const DocumentButton = ({
  document,
  path,
  ariaLabel,
  size,
}: {
  document: { key: 'printFile' | 'jobTicket' | 'proforma'; fallbackName: string };
  path: string;
  ariaLabel?: string;
  size?: 'small';
}) => {
  const { t } = useTranslation();
  const { download } = useFiles();
  return (
    <Button
      size={size}
      variant="outlined"
      startIcon={<DownloadIcon />}
      aria-label={ariaLabel}
      onClick={() => void download(path, document.fallbackName)}
    >
      {t(`entity.order.documents.${document.key}`)}
    </Button>
  );
};
