import { EINVOICE_STATE_LABELS } from '@fotoobraz/domain';
import CodeOutlinedIcon from '@mui/icons-material/CodeOutlined';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useDownload } from '../api/use-download';
import { orderDocumentsQuery } from './order-documents-api';

const EINVOICE_COLORS = {
  NOT_REQUIRED: 'default',
  GENERATED: 'info',
  SENDING: 'info',
  DOUBTFUL: 'warning',
  SENT: 'success',
  REFUSED: 'error',
  INVALID: 'error',
} as const;

/**
 * The order's documents as download buttons, each named by its title and number ('Faktúra
 * FA2026000001'); `withoutProforma` leaves out the pro-forma where it has a button of its own.
 * `withEInvoices` (the back office) adds each tax document's e-invoice: its state, why it was
 * refused or failed the check, and its XML.
 */
export const OrderDocumentList = ({
  orderId,
  withoutProforma = false,
  withEInvoices = false,
  size = 'small',
}: {
  orderId: number;
  withoutProforma?: boolean;
  withEInvoices?: boolean;
  size?: 'small' | 'medium';
}) => {
  const { t } = useTranslation();
  const documents = useQuery(orderDocumentsQuery(orderId));
  const { busy, download } = useDownload();
  const shown = (documents.data ?? []).filter((d) => !withoutProforma || d.type !== 'PROFORMA');
  if (shown.length === 0) return null;
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
            onClick={() => void download(d.url, d.filename, d.number)}
            sx={{ textTransform: 'none' }}
          >
            {t('orderDocuments.download', { title: d.title, number: d.number })}
          </Button>
          {withEInvoices && d.einvoice && (
            <Stack spacing={0.5} sx={{ mt: 0.75, maxWidth: 360 }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Chip
                  size="small"
                  variant="outlined"
                  color={EINVOICE_COLORS[d.einvoice.state]}
                  label={t('orderDocuments.einvoice', {
                    state: EINVOICE_STATE_LABELS[d.einvoice.state],
                  })}
                />
                {d.einvoice.url && (
                  <Button
                    size="small"
                    startIcon={<CodeOutlinedIcon />}
                    disabled={busy === d.number}
                    onClick={() => void download(d.einvoice!.url!, `${d.number}.xml`, d.number)}
                    sx={{ textTransform: 'none' }}
                  >
                    {t('orderDocuments.einvoiceXml', { number: d.number })}
                  </Button>
                )}
              </Stack>
              {d.einvoice.reason && (
                <Typography variant="body2" color="error">
                  {d.einvoice.reason}
                </Typography>
              )}
              {d.einvoice.messageId && (
                <Typography variant="caption" color="text.secondary">
                  {t('orderDocuments.einvoiceMessage', { messageId: d.einvoice.messageId })}
                </Typography>
              )}
            </Stack>
          )}
        </li>
      ))}
    </Stack>
  );
};
