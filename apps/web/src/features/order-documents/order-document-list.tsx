import type { OrderDocument } from '@fotoobraz/domain';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { enqueueToast } from '../../lib/toasts/toasts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api/api-error';
import { fetchBinary, saveFile } from '../../lib/api/binary';
import { orderDocumentsQuery } from './order-documents-api';

/**
 * The order's documents as download buttons, each named by its title and number ('Faktúra
 * FA2026000001'); `withoutProforma` leaves out the pro-forma where it has a button of its own.
 */
export const OrderDocumentList = ({
  orderId,
  withoutProforma = false,
  size = 'small',
}: {
  orderId: number;
  withoutProforma?: boolean;
  size?: 'small' | 'medium';
}) => {
  const { t } = useTranslation();
  const documents = useQuery(orderDocumentsQuery(orderId));
  const [busy, setBusy] = useState<string | null>(null);
  const shown = (documents.data ?? []).filter((d) => !withoutProforma || d.type !== 'PROFORMA');
  if (shown.length === 0) return null;
  const download = async (document: OrderDocument) => {
    setBusy(document.number);
    try {
      const file = await fetchBinary(document.url);
      saveFile(file.blob, file.filename ?? document.filename);
    } catch (error) {
      const status = error instanceof ApiError ? error.status : 0;
      const key = status === 0 ? 'error.server.not.reachable' : `error.http.${status}`;
      enqueueToast(t(key, { defaultValue: t('error.unknown') }), { variant: 'error' });
    } finally {
      setBusy(null);
    }
  };
  return (
    <Stack
      component="ul"
      direction="row"
      spacing={1}
      useFlexGap
      aria-label={t('orderDocuments.title')}
      sx={{ flexWrap: 'wrap', listStyle: 'none', m: 0, p: 0 }}
    >
      {shown.map((d) => (
        <li key={d.number}>
          <Button
            variant="outlined"
            size={size}
            startIcon={<PictureAsPdfOutlinedIcon />}
            disabled={busy === d.number}
            onClick={() => void download(d)}
            sx={{ textTransform: 'none' }}
          >
            {t('orderDocuments.download', { title: d.title, number: d.number })}
          </Button>
        </li>
      ))}
    </Stack>
  );
};
