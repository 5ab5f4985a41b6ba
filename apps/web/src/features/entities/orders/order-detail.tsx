import {
  dispatchDayText,
  craftedProduct,
  formatDecimalSk,
  formatEur,
  isOrderStatus,
  order,
  orderNumberOf,
  ORDER_STATUS_LABELS,
  roundHalfUpToCents,
} from '@fotoobraz/domain';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { entityQuery, type Row } from '../api/entity-api';
import { DETAIL_IMAGE_HEIGHT, DetailFields } from '../components/detail-fields';
import { InlineImage } from '../components/image-view';
import { DocumentButton } from './document-button';
import { formatInstant } from '../model/format';
import { OrderDocumentList } from '../../../lib/order-documents/order-document-list';
import { ORDER_DOCUMENTS, orderHistoryQuery } from './order-api';
import {
  OrderPickupPoint,
  orderPickupPointText,
  type OrderPointFields,
} from '../../../lib/delivery/order-pickup-point';
import { OrderBuyer } from './order-buyer';
import { orderLinesOf } from '../../../lib/basket/order-lines';
import { OrderLines } from './order-lines';
import { OrderPacket } from './order-packet';
import { OrderPayment } from './order-payment';
import { goesByPacketa } from './packet-api';
import { Snapshot } from './order-snapshot';
import { OrderWithdrawals } from './order-withdrawals';
import { OrderWorkflow } from './order-workflow';

/** Plain prints are as large as the photo; everything else as the finished piece (spec §2). */
const PHOTO_ONLY_KINDS = new Set(['PLAINPHOTO', 'PLAINPHOTOLAMIN']);

const cm = (v: unknown): string => (typeof v === 'number' ? formatDecimalSk(v, 0, 2) : '?');

/**
 * The order's size in cm: photo-only width x height for PLAINPHOTO and PLAINPHOTOLAMIN, the final
 * width x height otherwise.
 * @example orderSize({ productEnum: 'PLAINPHOTO', photoOnlyWidth: 30, photoOnlyHeight: 20 }) // -> '30 x 20 cm'
 */
export const orderSize = (product: Record<string, unknown>): string =>
  PHOTO_ONLY_KINDS.has(String(product.productEnum))
    ? `${cm(product.photoOnlyWidth)} x ${cm(product.photoOnlyHeight)} cm`
    : `${cm(product.finalWidth)} x ${cm(product.finalHeight)} cm`;

/** The breakdown as the spec reads it: rows by line break, cells by semicolon. */
export const breakdownRows = (text2: unknown): string[][] =>
  typeof text2 === 'string'
    ? text2
        .split(/\r?\n/)
        .filter((line) => line.trim() !== '')
        .map((line) => line.split(';'))
    : [];

const Section = ({ id, title, children }: { id: string; title: string; children: ReactNode }) => (
  <Box component="section" aria-labelledby={id} sx={{ mt: 4 }}>
    <Typography variant="h6" component="h2" id={id} gutterBottom>
      {title}
    </Typography>
    {children}
  </Box>
);

const Summary = ({ product, number }: { product: Row; number: string }) => {
  const { t } = useTranslation();
  const price =
    typeof product.price === 'number'
      ? `${formatEur(roundHalfUpToCents(product.price))} ${t('entity.order.plusPostage')}`
      : '';
  const rows: [string, ReactNode][] = [
    [t('entity.order.number'), number],
    [t('entity.order.product'), String(product.text3 ?? '')],
    [t('entity.order.size'), orderSize(product)],
    [t('entity.order.price'), price],
  ];
  return (
    <Table size="small" aria-label={t('entity.order.summary')} sx={{ maxWidth: 560 }}>
      <TableBody>
        {rows.map(([label, value]) => (
          <TableRow key={label}>
            <TableCell component="th" scope="row">
              {label}
            </TableCell>
            <TableCell>{value}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};

const Breakdown = ({ text2 }: { text2: unknown }) => {
  const { t } = useTranslation();
  const rows = breakdownRows(text2);
  if (rows.length === 0) return <Typography color="text.secondary">—</Typography>;
  return (
    <Table size="small" aria-label={t('entity.order.breakdown')} sx={{ maxWidth: 720 }}>
      <TableBody>
        {rows.map((cells, i) => (
          <TableRow key={i}>
            {cells.map((cell, j) => (
              <TableCell
                key={j}
                // The line's name heads its row, so every amount has a header (WCAG 1.3.1).
                {...(j === 0 && { component: 'th', scope: 'row' })}
                align={j === cells.length - 1 ? 'right' : 'left'}
              >
                {cell}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};

/**
 * Fields the order's detail does not list among its fields: what was ordered is shown per line
 * (the order's own snapshot repeats only its first line), and the anonymous visitor's session
 * token is internal, meaningful to nobody reading it.
 */
const SHOWN_ELSEWHERE = ['snapshot', 'sid'] as const;

const History = ({ id }: { id: number }) => {
  const { t } = useTranslation();
  const history = useQuery(orderHistoryQuery(id));
  if (!history.data) return null;
  const label = (s: string | null) => (s && isOrderStatus(s) ? ORDER_STATUS_LABELS[s] : (s ?? '—'));
  return (
    <Table size="small" aria-label={t('entity.order.history.title')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('entity.order.history.date')}</TableCell>
          <TableCell>{t('entity.order.history.from')}</TableCell>
          <TableCell>{t('entity.order.history.to')}</TableCell>
          <TableCell>{t('entity.order.history.by')}</TableCell>
          <TableCell>{t('entity.order.history.note')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {history.data.map((change, i) => (
          <TableRow key={i}>
            <TableCell>{formatInstant(change.changedDate, true)}</TableCell>
            <TableCell>{label(change.fromStatus)}</TableCell>
            <TableCell>{label(change.toStatus)}</TableCell>
            <TableCell>{change.changedBy}</TableCell>
            <TableCell sx={{ whiteSpace: 'pre-wrap' }}>{change.note}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};

/** The workshop's files (admins), the pro-forma, then the tax documents issued so far. */
const Documents = ({
  id,
  isAdmin,
  lineCount,
}: {
  id: number;
  isAdmin: boolean;
  /** An order of several lines has the workshop's files per line (the lines section). */
  lineCount: number;
}) => {
  const shown = ORDER_DOCUMENTS.filter(
    (d) => (isAdmin || !d.adminOnly) && (lineCount < 2 || d.key === 'proforma'),
  );
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {shown.map((d) => (
          <DocumentButton key={d.key} document={d} path={`api/orders/${id}/${d.path}`} />
        ))}
      </Stack>
      <OrderDocumentList orderId={id} withoutProforma withEInvoices size="medium" />
    </Stack>
  );
};

/**
 * The order detail (spec §2): an order of several lines lists them instead of the
 * one piece's summary, breakdown and files. Otherwise: a customer-style summary (the order's
 * number, product, size, price plus postage), what was ordered, the preview, the price breakdown from the crafted product's
 * text2, links to the crafted product and the full photo, then every order field; for admins
 * how it is paid and the workflow, and the status history and documents.
 */
export const OrderDetail = ({ order: row, isAdmin }: { order: Row; isAdmin: boolean }) => {
  const { t } = useTranslation();
  const ref = row.craftedProduct as { id?: number } | null;
  const product = useQuery({
    ...entityQuery(craftedProduct, ref?.id ?? 0),
    enabled: ref?.id !== undefined,
  });
  const p = product.data;
  const photo = p?.photo as { fullfotoid?: number | null } | null | undefined;
  const lines = orderLinesOf(row);
  return (
    <>
      {typeof row.dispatchDate === 'string' && row.dispatchDate !== '' && (
        <Typography data-testid="order-dispatch-date" sx={{ mb: 2, fontWeight: 600 }}>
          {t('entity.order.dispatchPromised', { day: dispatchDayText(row.dispatchDate) })}
        </Typography>
      )}
      {lines.length > 1 && (
        <Box component="section" aria-labelledby="order-lines" sx={{ mb: 4 }}>
          <Typography variant="h6" component="h2" id="order-lines" gutterBottom>
            {t('entity.order.lines')}
          </Typography>
          <OrderLines orderId={row.id} lines={lines} isAdmin={isAdmin} />
        </Box>
      )}
      {p && lines.length < 2 && (
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={4} alignItems="flex-start">
          <Box sx={{ flex: 1 }}>
            <Summary product={p} number={orderNumberOf(row)} />
            <Stack direction="row" spacing={3} sx={{ mt: 2 }}>
              <Link component={RouterLink} to={`/entity/crafted-product/${p.id}`}>
                {t('entity.order.craftedProductLink', { id: p.id })}
              </Link>
              {photo?.fullfotoid != null && (
                <Link component={RouterLink} to={`/entity/full-photo/${photo.fullfotoid}`}>
                  {t('entity.order.fullPhotoLink', { id: photo.fullfotoid })}
                </Link>
              )}
            </Stack>
          </Box>
          {typeof p.previewThumb === 'string' && typeof p.previewThumbContentType === 'string' && (
            <InlineImage
              base64={p.previewThumb}
              contentType={p.previewThumbContentType}
              height={DETAIL_IMAGE_HEIGHT}
              alt={t('entity.order.previewOf', { id: p.id })}
            />
          )}
        </Stack>
      )}
      {lines.length < 2 && (
        <Section id="order-ordered" title={t('entity.order.orderedPieces')}>
          <Snapshot text={lines[0]?.snapshot ?? row.snapshot} />
        </Section>
      )}
      {p && lines.length < 2 && (
        <Section id="order-breakdown" title={t('entity.order.breakdown')}>
          <Breakdown text2={p.text2} />
        </Section>
      )}
      {orderPickupPointText(row as OrderPointFields) && (
        <Section id="order-pickup-point" title={t('entity.order.pickupPoint')}>
          <OrderPickupPoint order={row as OrderPointFields} />
        </Section>
      )}
      <Section id="order-buyer" title={t('entity.order.buyer')}>
        <OrderBuyer order={row} />
      </Section>
      {isAdmin && (
        <Section id="order-payment" title={t('entity.order.payment.title')}>
          <OrderPayment order={row} />
        </Section>
      )}
      {goesByPacketa(row) && (
        <Section id="order-packet" title={t('entity.order.packet.title')}>
          <OrderPacket row={row} isAdmin={isAdmin} />
        </Section>
      )}
      {isAdmin && (
        <Box sx={{ mt: 4 }}>
          <OrderWorkflow id={row.id} status={String(row.status ?? '')} />
        </Box>
      )}
      {isAdmin && (
        <Section id="order-withdrawals" title={t('entity.order.withdrawals.title')}>
          <OrderWithdrawals orderId={row.id} />
        </Section>
      )}
      <Section id="order-documents" title={t('entity.order.documents.title')}>
        <Documents id={row.id} isAdmin={isAdmin} lineCount={lines.length} />
      </Section>
      <Section id="order-fields" title={t('entity.order.fields')}>
        <DetailFields entity={order} row={row} isAdmin={isAdmin} omit={SHOWN_ELSEWHERE} />
      </Section>
      <Section id="order-history" title={t('entity.order.history.title')}>
        <History id={row.id} />
      </Section>
    </>
  );
};
