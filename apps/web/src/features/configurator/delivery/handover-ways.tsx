import Typography from '@mui/material/Typography';
import type { DeliveryChoice, DeliveryOption } from '@fotoobraz/domain';
import { useTranslation } from 'react-i18next';

/**
 * What the size list says of a size the pick-up points cannot take (Packeta's limits), before
 * it is chosen; nothing when every way is open.
 */
export const SizeWaysNote = ({ ways }: { ways: readonly DeliveryChoice[] }) => {
  const { t } = useTranslation();
  const key = !ways.includes('POINT') ? 'noPoint' : !ways.includes('ZBOX') ? 'noZbox' : null;
  if (!key) return null;
  return (
    <Typography
      component="span"
      variant="body2"
      color="text.secondary"
      data-testid="size-ways"
      sx={{ display: 'block', mt: 0.5 }}
    >
      {t(`dispatch.ways.${key}`)}
    </Typography>
  );
};

/**
 * 'Odovzdanie: osobný odber · kuriér' on the product step: the ways the chosen piece can go, by
 * the order's own rule, and why a pick-up point cannot take it ('Zásielka je na výdajné miesto
 * príliš veľká.'), before it is put in the basket. Nothing while the rule cannot judge.
 */
export const HandoverWays = ({ options }: { options: readonly DeliveryOption[] | undefined }) => {
  const { t } = useTranslation();
  if (!options) return null;
  const offered = options.filter((o) => o.offered).map((o) => t(`dispatch.ways.${o.choice}`));
  const point = options.find((o) => o.choice === 'POINT');
  return (
    <Typography variant="body2" data-testid="handover-ways" sx={{ mt: 0.5 }}>
      <strong>{t('dispatch.ways.label')}:</strong> {offered.join(' · ')}
      {point && !point.offered && point.message && (
        <Typography
          component="span"
          variant="body2"
          color="text.secondary"
          sx={{ display: 'block' }}
        >
          {point.message}
        </Typography>
      )}
    </Typography>
  );
};
