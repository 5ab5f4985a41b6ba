import { TERMS_PAGE } from '@fotoobraz/domain';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Row } from '../api/entity-api';

const textOf = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/**
 * The buyer as the documents name it: a company with its IČO, DIČ and IČ DPH, or a
 * person, as a postal address reads; and the version of the terms the order accepted.
 */
export const OrderBuyer = ({ order }: { order: Row }) => {
  const { t } = useTranslation();
  const name = textOf(order.buyerName);
  const company = textOf(order.buyerIco) !== '';
  const lines = [
    textOf(order.buyerStreet),
    `${textOf(order.buyerPostcode)} ${textOf(order.buyerCity)}`.trim(),
    textOf(order.buyerCountry),
  ].filter(Boolean);
  const numbers = (
    [
      ['IČO', order.buyerIco],
      ['DIČ', order.buyerDic],
      ['IČ DPH', order.buyerIcDph],
    ] as const
  ).filter(([, v]) => textOf(v) !== '');
  const termsVersion = typeof order.termsVersion === 'number' ? order.termsVersion : null;
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {name ? (
        <Box component="address" sx={{ fontStyle: 'normal' }}>
          <Typography variant="body2" color="text.secondary">
            {t(`entity.order.buyerKind.${company ? 'company' : 'person'}`)}
          </Typography>
          <Typography sx={{ fontWeight: 700 }}>{name}</Typography>
          {lines.map((line) => (
            <Typography key={line}>{line}</Typography>
          ))}
          {numbers.map(([label, value]) => (
            <Typography key={label}>
              {label}: {textOf(value)}
            </Typography>
          ))}
        </Box>
      ) : (
        <Typography color="text.secondary">{t('entity.order.buyerNone')}</Typography>
      )}
      {termsVersion !== null && (
        <Typography>
          {t('entity.order.termsVersion')}:{' '}
          <Link href={`/${TERMS_PAGE}?version=${termsVersion}`} target="_blank" rel="noopener">
            {t('entity.order.termsVersionLink', { version: termsVersion })}
          </Link>
        </Typography>
      )}
    </Box>
  );
};
