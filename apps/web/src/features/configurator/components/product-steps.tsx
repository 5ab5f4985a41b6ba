import { goToCardPayment } from '../../../lib/card-payment/card-payment-api';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { formatEur } from '@fotoobraz/domain';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api/api-error';
import { placeOrder } from '../api/orders';
import { useCraftedProduct } from '../hooks/use-crafted-product';
import {
  originalFailed,
  originalUploads,
  percentSent,
  useOriginalUpload,
} from '../hooks/use-original-upload';
import { isConnectionProblem, useNotices } from '../hooks/use-notices';
import { useWizard } from '../hooks/use-wizard';
import { eligibleForOrder } from '../model/configuration';
import { orderRequestOf } from '../model/contact';
import { keepOrderRefusals, usableVoucherCodes } from '../model/voucher-code-checks';
import { refusedCodesOf } from '../model/voucher-codes';
import { clearVoucherCodes } from '../../../lib/gift-vouchers/voucher-storage';
import { wizardNavigation } from '../model/navigation';
import { STEP } from '../model/wizard-state';
import { AddToBasket } from './add-to-basket';
import { ConfigureStep } from './configure-step';
import { WizardNav } from './wizard-nav';
import { centsOf } from './price-summary';
import { OriginalProgressBar } from './original-upload-status';
import { loadSummaryStep } from './prefetch';
import type { ConfirmSummary } from './summary-step';
import { ThankYou } from './thank-you';

/** The summary, with the form library it brings: loaded while step 2 shows its preview. */
const SummaryStep = lazy(() =>
  loadSummaryStep().then((module) => ({ default: module.SummaryStep })),
);

const lowResolutionRefusal = (error: unknown): boolean =>
  error instanceof ApiError &&
  error.status === 400 &&
  error.problem?.message === 'error.order.lowresolution';

/** The order waited for the original, which was refused or could not be sent. */
class OriginalNotArrived extends Error {}

/**
 * Step 4: the order is on its way; while the photo's original still goes up, the order waits for
 * it, with its progress.
 */
const Placing = ({ photoId }: { photoId: number | null }) => {
  const { t } = useTranslation();
  const original = useOriginalUpload(photoId);
  const percent = original?.state === 'uploading' ? percentSent(original) : undefined;
  return (
    <Box role="status" sx={{ display: 'grid', placeItems: 'center', gap: 2, py: 8 }}>
      <CircularProgress aria-hidden />
      {percent === undefined ? (
        <Typography>{t('configurator.placement.sending')}</Typography>
      ) : (
        <OriginalProgressBar
          standalone
          percent={percent}
          label={t('configurator.original.placementWait', { percent })}
        />
      )}
    </Box>
  );
};

/**
 * Steps 2 to 5, which share the crafted product: configuration, summary, order placement and the
 * thank-you screen, with the Back/Next bar of customer spec §2.
 */
const ProductSteps = () => {
  const { t } = useTranslation();
  const { state, dispatch, picture } = useWizard();
  const notices = useNotices();
  const client = useQueryClient();
  const store = useCraftedProduct(state.craftedId, dispatch);
  const confirmSummaryRef = useRef<ConfirmSummary>(null);
  const toPlacement = useCallback(() => dispatch({ type: 'next' }), [dispatch]);
  const [refused, setRefused] = useState(false);
  const [expectedCents, setExpectedCents] = useState<number | null>(null);
  const crafted = store.crafted;
  const photoId = state.source?.kind === 'photo' ? state.source.id : null;
  const original = useOriginalUpload(photoId);
  const shownCents = crafted ? (expectedCents ?? centsOf(crafted.price)) : null;
  // The original waits for the first preview's requests (see ORIGINAL_DEFER_MS). An anonymous
  // visitor's piece comes without the preview's base64: its content type tells there is one.
  const hasPreview = !!crafted?.previewThumbContentType;
  useEffect(() => {
    if (!hasPreview) return;
    originalUploads.proceed();
    // The summary's code, while the customer looks at the preview.
    void loadSummaryStep();
  }, [hasPreview]);
  const eligible =
    !!picture &&
    !refused &&
    !originalFailed(original, picture.originalStatus) &&
    eligibleForOrder(picture, crafted);

  // Entering step 4 places the order (customer spec §4), once, on the last saved configuration.
  const placing = useRef(false);
  const { idle, currentId } = store;
  useEffect(() => {
    if (state.step !== STEP.placement || placing.current) return;
    placing.current = true;
    const contact = state.contact;
    const voucherCodes = usableVoucherCodes(client);
    void (async () => {
      try {
        await idle();
        // An order is never placed on a working copy alone: it waits for the original.
        if (!(await originalUploads.allVerified(photoId === null ? [] : [photoId])))
          throw new OriginalNotArrived();
        // A save still running when the order started may have created the piece.
        const craftedId = currentId();
        if (craftedId === null) throw new Error('No crafted product to order');
        const order = await placeOrder(orderRequestOf(contact, craftedId, voucherCodes));
        if (voucherCodes.length > 0) clearVoucherCodes();
        dispatch({ type: 'orderPlaced', orderId: order.id });
        // A card order is paid on the gateway's page at once (unless vouchers paid it whole);
        // it comes back to its own page.
        if (order.paymentMethod === 'KARTA' && order.amountDue !== 0) goToCardPayment(order);
      } catch (error) {
        keepOrderRefusals(client, refusedCodesOf(error, voucherCodes), t);
        if (lowResolutionRefusal(error)) setRefused(true);
        // In the words of the server's refusal (`OriginalMissing`), which the shared toasts tell.
        else if (error instanceof OriginalNotArrived) notices.error(t('error.OriginalMissing'));
        else if (!(error instanceof ApiError) || isConnectionProblem(error)) notices.error();
        dispatch({ type: 'orderFailed' });
      } finally {
        placing.current = false;
      }
    })();
  }, [state.step, state.contact, idle, currentId, dispatch, notices, photoId, t, client]);

  const navigation = wizardNavigation({
    step: state.step,
    editionMode: state.editionMode,
    hasPreview,
    eligible,
  });

  // The summary is left only with a valid contact.
  const next = () => {
    if (state.step === STEP.summary) confirmSummaryRef.current?.();
    else dispatch({ type: 'next' });
  };

  let content;
  switch (state.step) {
    case STEP.configure:
      content = <ConfigureStep store={store} onExpectedPrice={setExpectedCents} />;
      break;
    case STEP.summary:
      content = (
        <SummaryStep
          store={store}
          eligible={eligible}
          confirmRef={confirmSummaryRef}
          onConfirmed={toPlacement}
        />
      );
      break;
    case STEP.placement:
      content = <Placing photoId={photoId} />;
      break;
    default:
      content = <ThankYou />;
  }

  return (
    <>
      {content}
      <WizardNav
        navigation={navigation}
        onBack={() => dispatch({ type: 'back' })}
        onNext={next}
        busy={state.step === STEP.placement}
        secondary={
          state.step === STEP.configure || state.step === STEP.summary ? (
            <AddToBasket store={store} disabled={navigation.nextDisabled} />
          ) : undefined
        }
        summary={
          shownCents !== null && state.step < STEP.submitted ? (
            <Typography
              component="span"
              sx={{
                fontWeight: 700,
                fontSize: { xs: '1rem', sm: '1.25rem' },
                whiteSpace: 'nowrap',
              }}
              aria-label={t('configurator.price.current', { price: formatEur(shownCents) })}
            >
              {formatEur(shownCents)}
            </Typography>
          ) : undefined
        }
      />
    </>
  );
};

export default ProductSteps;
