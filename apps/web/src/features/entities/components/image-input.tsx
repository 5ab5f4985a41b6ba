import DeleteIcon from '@mui/icons-material/Delete';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { takeChosenFile } from '../../../lib/forms/chosen-file';
import type { BlobValue } from '../model/entity-form';
import { InlineImage } from './image-view';

/** The base64 part of a file read as a data: URL. */
const readBase64 = (file: File): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });

/** Whether a file type is one `accept` names: `image/*` or one exact type. */
const accepts = (accept: string, type: string): boolean =>
  accept.endsWith('/*') ? type.startsWith(accept.slice(0, -1)) : type === accept;

/**
 * An image field (spec §2): a file picker that accepts images only, a preview with its content
 * type and size, and a remove button. The value is base64 plus its content type.
 */
export const ImageInput = ({
  label,
  value,
  onChange,
  accept,
  required,
  error,
}: {
  label: string;
  value: BlobValue;
  onChange: (value: BlobValue) => void;
  accept: string;
  required?: boolean;
  error?: string;
}) => {
  const { t } = useTranslation();
  const id = useId();
  const [notImage, setNotImage] = useState(false);
  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = takeChosenFile(event);
    if (!file) return;
    if (!accepts(accept, file.type)) {
      setNotImage(true);
      return;
    }
    setNotImage(false);
    onChange({ data: await readBase64(file), contentType: file.type, changed: true });
  };
  const message = notImage ? t('entity.validation.image') : error;
  return (
    <FormControl error={Boolean(message)} required={required} component="fieldset" sx={{ gap: 1 }}>
      <FormLabel component="legend" id={`${id}-label`}>
        {label}
      </FormLabel>
      {value.data && value.contentType && (
        <InlineImage base64={value.data} contentType={value.contentType} height={120} alt={label} />
      )}
      <Stack direction="row" spacing={1}>
        {/* The file input inside is what takes the focus: the label around it is no second
            button (axe: nested-interactive) and shows the input's focus as its own. */}
        <Button
          component="label"
          role={undefined}
          tabIndex={-1}
          variant="outlined"
          size="small"
          startIcon={<UploadFileIcon />}
          sx={{
            '&:has(input:focus-visible)': {
              outline: '2px solid',
              outlineColor: 'primary.main',
              outlineOffset: 2,
            },
          }}
        >
          {t('entity.image.choose')}
          <Box
            component="input"
            type="file"
            accept={accept}
            aria-label={label}
            onChange={(e: ChangeEvent<HTMLInputElement>) => void pick(e)}
            sx={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' }}
          />
        </Button>
        {value.data && (
          <Button
            size="small"
            color="error"
            startIcon={<DeleteIcon />}
            onClick={() => onChange({ data: null, contentType: null, changed: true })}
            aria-label={t('entity.image.removeNamed', { name: label })}
          >
            {t('entity.image.remove')}
          </Button>
        )}
      </Stack>
      {message && <FormHelperText>{message}</FormHelperText>}
    </FormControl>
  );
};
