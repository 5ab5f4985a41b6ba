import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useLayoutEffect, type ReactNode, type RefObject } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { orderAmounts, owedPieceOf } from '@fotoobraz/domain';
import { postageCents } from '../basket/basket-totals';
import { VoucherCodesSummary } from '../gift-vouchers/voucher-codes-summary';
import type { CraftedProductStore } from '../hooks/use-crafted-product';
import { useWithdrawalRule } from '../hooks/use-withdrawal-rule';
import { useWizard } from '../hooks/use-wizard';
import { isPhotoOnly, sizeText } from '../model/configuration';
import { useDeliveryOptions } from '../delivery/use-delivery-options';
import { ContactFields, focusFirstRefused, useContactForm } from './contact-form';
import { OriginalWaitNotice } from './original-wait-notice';
import { PreviewPanel, savedPieceProps } from './preview-panel';
import { PhoneBreakdown, PriceBreakdown } from './price-breakdown';
import { DispatchNote } from './dispatch-note';
import { PriceSummary } from './price-summary';
import { StepColumns } from './step-columns';
import { WithdrawalNote } from './withdrawal-note';
import { OwnWallView } from '../own-wall/own-wall-view';
import { PhotoRefusedAlert } from './photo-refused-alert';
import { LegalGuaranteeNotice } from '../../../components/legal-guarantee-notice';

/** Customer spec §4: the exact words when the photo cannot be printed well enough. */
export const LOW_RESOLUTION_MESSAGE =
  'Upozornenie: Vaša fotografia nemá dostatočné rozlíšenie pre tlač - objednávku nie je možné potvrdiť.';

const Fact = ({ label, children }: { label: string; children: ReactNode }) => (
  <>
    <Typography component="dt" color="text.secondary" variant="body2">
      {label}
    </Typography>
    <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
      {children}
    </Typography>
  </>
);

/** Leaves the summary once its contact is valid; else the first wrong field gets the cursor. */
export type ConfirmSummary = () => void;

/**
 * Step 3 (customer spec §2): what is ordered, at what price, and who orders it. The e-mail is
 * checked before the step can be left; an ineligible photo blocks the order with the spec's
 * message. The contact form is its own (kept in the wizard's state), so the form library loads
 * with this step, not with the configuration before it.
 */
export const SummaryStep = ({
  store,
  eligible,
  confirmRef,
  onConfirmed,
}: {
  store: CraftedProductStore;
  eligible: boolean;
  /** Set to what the wizard's Next does here; the form's messages show once it was tried. */
  confirmRef: RefObject<ConfirmSummary | null>;
  onConfirmed: () => void;
}) => {
  const form = useContactForm();
  const { handleSubmit } = form;
  useLayoutEffect(() => {
    confirmRef.current = () => void handleSubmit(onConfirmed, focusFirstRefused)();
    return () => {
      confirmRef.current = null;
    };
  }, [confirmRef, handleSubmit, onConfirmed]);
  const { t } = useTranslation();
  const { state, picture } = useWizard();
  const crafted = store.crafted;
  const delivery = useDeliveryOptions(crafted ? [crafted.parcel] : []);
  const withdrawalRule = useWithdrawalRule(crafted?.productEnum);
  // A company (its IČO given) is no consumer: the order the server places has no right either.
  const [company, buyerIco, handover, pickupPoint] = useWatch({
    control: form.control,
    name: ['company', 'buyerIco', 'handoverMethod', 'pickupPoint'],
  });
  // What gift vouchers may pay: the piece with its express production and the postage.
  const payableCents = crafted
    ? orderAmounts({
        pieces: [owedPieceOf(crafted, 0)],
        postageCents: postageCents({ courierPostage: 0 }, handover, delivery, pickupPoint?.kind),
        vatPercent: null,
      }).totalCents
    : 0;
  const companyBuyer = company && buyerIco.trim() !== '';

  const size = crafted
    ? sizeText(
        isPhotoOnly(crafted.productEnum) && crafted.photoOnlyWidth && crafted.photoOnlyHeight
          ? { widthCm: crafted.photoOnlyWidth, heightCm: crafted.photoOnlyHeight }
          : { widthCm: crafted.finalWidth, heightCm: crafted.finalHeight },
      )
    : '';

  return (
    <Box component="section" aria-labelledby="summary-title">
      <Typography id="summary-title" variant="h4" component="h1" gutterBottom>
        {t('configurator.summary.title')}
      </Typography>
      {crafted && !eligible && (
        <PhotoRefusedAlert action={t('configurator.summary.uploadLarger')}>
          {LOW_RESOLUTION_MESSAGE}
        </PhotoRefusedAlert>
      )}
      {state.source?.kind === 'photo' && (
        <OriginalWaitNotice photoId={state.source.id} originalStatus={picture?.originalStatus} />
      )}
      <StepColumns>
        <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
          <PreviewPanel
            crafted={crafted}
            {...savedPieceProps(state, store)}
            frameId={crafted?.frame?.id ?? null}
          />
          {state.craftedId !== null && (
            <OwnWallView craftedId={state.craftedId} version={store.version} />
          )}
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="h6" component="h2" data-testid="product-name">
              {crafted?.text3}
            </Typography>
            <Box
              component="dl"
              sx={{
                display: 'grid',
                gridTemplateColumns: 'auto 1fr',
                columnGap: 2,
                rowGap: 0.5,
                my: 1.5,
              }}
            >
              <Fact label={t('configurator.summary.size')}>{size}</Fact>
              <Fact label={t('configurator.summary.copies')}>{crafted?.copies ?? ''}</Fact>
            </Box>
            <PriceSummary crafted={crafted} />
            {crafted && (
              <Box sx={{ mt: 2 }}>
                <VoucherCodesSummary payableCents={payableCents} />
              </Box>
            )}
            {crafted && (
              <Box sx={{ mt: 1, display: 'grid', gap: 0.5 }}>
                <DispatchNote day={crafted.dispatchDate} />
                <WithdrawalNote
                  ownPhoto={state.source?.kind === 'photo'}
                  productRule={withdrawalRule}
                  companyBuyer={companyBuyer}
                />
              </Box>
            )}
            {crafted && (
              <Box sx={{ mt: 1.5, display: { xs: 'none', md: 'block' } }}>
                <PriceBreakdown crafted={crafted} />
              </Box>
            )}
          </Paper>
          <LegalGuaranteeNotice />
        </Box>
        <ContactFields form={form} delivery={crafted ? delivery : undefined} />
        {/* On a phone the breakdown follows the form, which the customer has to fill in. */}
        <PhoneBreakdown crafted={crafted} />
      </StepColumns>
    </Box>
  );
};
