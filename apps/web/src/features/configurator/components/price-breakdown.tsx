import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatEur, parseBreakdown } from '@fotoobraz/domain';
import { useTranslation } from 'react-i18next';
import type { CraftedProduct } from '../api/types';
import { centsOf } from './price-summary';
import { memo } from 'react';

/** The price's lines (text2: 'label;detail;amount'), which always add up to the price. */
export const PriceBreakdown = memo(({ crafted }: { crafted: CraftedProduct }) => {
  const { t } = useTranslation();
  const lines = parseBreakdown(crafted.text2);
  if (!lines.length) return null;
  return (
    <Table size="small" aria-label={t('configurator.price.breakdown')}>
      <TableBody>
        {lines.map((line, index) => (
          <TableRow key={index}>
            <TableCell component="th" scope="row" sx={{ pl: 0, verticalAlign: 'top' }}>
              <Typography variant="body2" fontWeight={600} component="span">
                {line.label}
              </Typography>
              <Typography
                variant="caption"
                color="text.secondary"
                component="span"
                sx={{ display: 'block', overflowWrap: 'anywhere' }}
              >
                {line.detail}
              </Typography>
            </TableCell>
            <TableCell
              align="right"
              sx={{
                pr: 0,
                whiteSpace: 'nowrap',
                verticalAlign: 'top',
                fontVariantNumeric: 'tabular-nums',
              }}
            >
              {formatEur(line.amountCents)}
            </TableCell>
          </TableRow>
        ))}
        <TableRow>
          <TableCell component="th" scope="row" sx={{ pl: 0, fontWeight: 700, borderBottom: 0 }}>
            {t('configurator.price.total')}
          </TableCell>
          <TableCell
            align="right"
            sx={{ pr: 0, fontWeight: 700, borderBottom: 0, whiteSpace: 'nowrap' }}
          >
            {formatEur(centsOf(crafted.price))}
          </TableCell>
        </TableRow>
      </TableBody>
    </Table>
  );
});

/**
 * The breakdown in its own panel for phones only, placed by the step after what the customer has
 * to fill in; wider screens show it beside the preview instead.
 */
export const PhoneBreakdown = memo(({ crafted }: { crafted: CraftedProduct | null }) => {
  const { t } = useTranslation();
  if (!crafted) return null;
  return (
    <Paper variant="outlined" sx={{ p: 2, display: { md: 'none' } }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
        {t('configurator.price.breakdown')}
      </Typography>
      <PriceBreakdown crafted={crafted} />
    </Paper>
  );
});
