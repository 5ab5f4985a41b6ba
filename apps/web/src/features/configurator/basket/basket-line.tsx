import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatEur } from '@fotoobraz/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { BasketItem } from '../../../lib/basket/basket-api';
import { imageDataUrl } from '../api/types';
import { CopiesField } from '../components/copies-field';
import { centsOf } from '../components/price-summary';
import { OwnWallView } from '../own-wall/own-wall-view';
import { BasketLineSafety } from './basket-safety';
import { DispatchNote } from '../components/dispatch-note';
import { WithdrawalNote } from '../components/withdrawal-note';
import { useWithdrawalRule } from '../hooks/use-withdrawal-rule';

const PREVIEW_PX = 140;

/**
 * One piece in the basket: its preview, description, price and copies, with 'Upraviť' and
 * 'Odstrániť'. Catalogue choices withdrawn since it was added are told on the line, with the way
 * to fix them (Upraviť); the line is not ordered until then.
 */
export const BasketLine = ({
  item,
  busy,
  onCopies,
  onEdit,
  onRemove,
}: {
  item: BasketItem;
  /** A change of this line is on its way. */
  busy: boolean;
  onCopies(copies: number): void;
  onEdit(): void;
  onRemove(): void;
}) => {
  const { t } = useTranslation();
  const headingId = useId();
  const piece = item.craftedProduct;
  const name = piece.text3 ?? '';
  const preview = imageDataUrl(piece.previewThumb, piece.previewThumbContentType);
  const price = piece.price ?? 0;
  const withdrawalRule = useWithdrawalRule(piece.productEnum);

  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={headingId}
      aria-busy={busy}
      data-testid="basket-line"
      sx={{
        p: 2,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: `${PREVIEW_PX / 1.4}px minmax(0, 1fr)`,
          sm: `${PREVIEW_PX}px minmax(0, 1fr) auto`,
        },
        alignItems: 'start',
        borderColor: item.problems.length ? 'warning.main' : undefined,
      }}
    >
      <Box
        sx={{
          width: { xs: PREVIEW_PX / 1.4, sm: PREVIEW_PX },
          // Beside the description and the safety warnings below it (BasketLineSafety).
          gridRow: { sm: 'span 2' },
          aspectRatio: '1',
          bgcolor: 'grey.100',
          borderRadius: 1,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
        }}
      >
        {preview ? (
          <Box
            component="img"
            src={preview}
            alt={t('basket.previewAlt', { name })}
            sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain', display: 'block' }}
          />
        ) : (
          <ImageOutlinedIcon color="disabled" fontSize="large" aria-hidden />
        )}
      </Box>
      <Box sx={{ minWidth: 0, display: 'grid', gap: 0.5 }}>
        <Typography
          id={headingId}
          variant="h6"
          component="h3"
          sx={{ fontSize: { xs: '1.05rem', sm: '1.25rem' }, lineHeight: 1.3 }}
        >
          {t('basket.item', { position: item.position, name })}
        </Typography>
        {piece.text1 && (
          <Typography color="text.secondary" variant="body2">
            {piece.text1}
          </Typography>
        )}
        <DispatchNote day={item.dispatchDate} />
        <WithdrawalNote ownPhoto={piece.photo != null} productRule={withdrawalRule} />
        <OwnWallView craftedId={piece.id} version={0} maxWidth={320} />
      </Box>
      <Box
        sx={{
          gridColumn: { xs: '1 / -1', sm: 'auto' },
          gridRow: { sm: 'span 2' },
          display: 'flex',
          flexDirection: { xs: 'row', sm: 'column' },
          alignItems: { xs: 'center', sm: 'flex-end' },
          justifyContent: 'space-between',
          flexWrap: 'wrap',
          gap: 1,
        }}
      >
        <Typography
          component="p"
          data-testid="line-price"
          sx={{ fontWeight: 700, fontSize: '1.25rem', fontVariantNumeric: 'tabular-nums' }}
        >
          {formatEur(centsOf(price))}
        </Typography>
        <CopiesField copies={piece.copies ?? 1} onChange={onCopies} />
      </Box>
      <BasketLineSafety productEnum={piece.productEnum} />
      {item.problems.length > 0 && (
        <Alert
          severity="warning"
          sx={{ gridColumn: '1 / -1' }}
          action={
            <Button color="inherit" size="small" onClick={onEdit}>
              {t('basket.edit')}
            </Button>
          }
        >
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t('basket.problems')}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {item.problems.map((problem) => (
              <li key={problem.field}>{problem.message}</li>
            ))}
          </Box>
        </Alert>
      )}
      <Box sx={{ gridColumn: '1 / -1', display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button
          startIcon={<EditOutlinedIcon />}
          onClick={onEdit}
          aria-label={t('basket.editOf', { name })}
        >
          {t('basket.edit')}
        </Button>
        <Button
          color="error"
          startIcon={<DeleteOutlineIcon />}
          onClick={onRemove}
          disabled={busy}
          aria-label={t('basket.removeOf', { name })}
        >
          {t('basket.remove')}
        </Button>
      </Box>
    </Paper>
  );
};
