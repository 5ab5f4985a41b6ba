import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatEur, roundHalfUpToCents } from '@fotoobraz/domain';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { OrderArticle } from '../../../components/order-article';
import type { OrderLine } from '../../../lib/basket/order-lines';
import { inlineFileQuery } from '../api/binary-query';
import { DocumentButton } from './document-button';
import { Snapshot } from './order-snapshot';

const PREVIEW_HEIGHT = 140;

/** The workshop's files of one line: the order-level ones answer 409 for several. */
export const LINE_DOCUMENTS = [
  { key: 'printFile', path: 'print-file', fallbackName: 'tlacovy-subor.jpg' },
  { key: 'jobTicket', path: 'job-ticket', fallbackName: 'vyrobny-listok.pdf' },
] as const;

const amount = (value: number | string | null): string => {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? formatEur(roundHalfUpToCents(n)) : '';
};

const LinePreview = ({ line }: { line: OrderLine }) => {
  const { t } = useTranslation();
  const id = line.craftedProduct?.id;
  const preview = useQuery({
    ...inlineFileQuery(`api/crafted-products/${id}/previewThumb`),
    enabled: id !== undefined && line.craftedProduct?.previewThumbContentType !== null,
    // A piece without a stored preview answers 404: no toast for that.
    retry: false,
  });
  if (!preview.data) return <Box sx={{ width: PREVIEW_HEIGHT }} />;
  return (
    <Box
      component="img"
      src={preview.data.src}
      alt={t('entity.order.previewOf', { id })}
      sx={{ height: PREVIEW_HEIGHT, maxWidth: '100%', objectFit: 'contain', display: 'block' }}
    />
  );
};

const Line = ({
  orderId,
  line,
  count,
  isAdmin,
}: {
  orderId: number;
  line: OrderLine;
  count: number;
  isAdmin: boolean;
}) => {
  const { t } = useTranslation();
  const headingId = useId();
  const piece = line.craftedProduct;
  return (
    <OrderArticle
      headingId={headingId}
      columns={{ xs: 'minmax(0, 1fr)', md: 'auto minmax(0, 1fr)' }}
    >
      <LinePreview line={line} />
      <Stack spacing={1} sx={{ minWidth: 0 }}>
        <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
          {t('entity.order.line', { position: line.position, count, name: piece?.text3 ?? '' })}
        </Typography>
        <Typography variant="body2">
          {t('entity.order.lineFacts', {
            copies: line.copies ?? 1,
            price: amount(line.price),
          })}
        </Typography>
        <Snapshot text={line.snapshot} />
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ flexWrap: 'wrap', alignItems: 'center' }}
        >
          {piece && (
            <Link component={RouterLink} to={`/entity/crafted-product/${piece.id}`} sx={{ mr: 1 }}>
              {t('entity.order.craftedProductLink', { id: piece.id })}
            </Link>
          )}
          {isAdmin &&
            LINE_DOCUMENTS.map((d) => (
              <DocumentButton
                key={d.key}
                document={d}
                path={`api/orders/${orderId}/items/${line.id}/${d.path}`}
                ariaLabel={t(`entity.order.lineDocuments.${d.key}`, { position: line.position })}
                size="small"
              />
            ))}
        </Stack>
      </Stack>
    </OrderArticle>
  );
};

/** The order's lines, each with its preview, snapshot, print file and job ticket. */
export const OrderLines = ({
  orderId,
  lines,
  isAdmin,
}: {
  orderId: number;
  lines: readonly OrderLine[];
  isAdmin: boolean;
}) => (
  <Stack spacing={2}>
    {lines.map((line) => (
      <Line key={line.id} orderId={orderId} line={line} count={lines.length} isAdmin={isAdmin} />
    ))}
  </Stack>
);
