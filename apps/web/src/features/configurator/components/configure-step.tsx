import CropIcon from '@mui/icons-material/Crop';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { DeliveryOption } from '@fotoobraz/domain';
import { memo, startTransition, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CraftedProduct } from '../api/types';
import { useConfiguration } from '../hooks/use-configuration';
import type { CraftedProductStore } from '../hooks/use-crafted-product';
import { useWizard } from '../hooks/use-wizard';
import { ConfigureOptions } from './configure-options';
import { PreviewPanel, savedPieceProps } from './preview-panel';
import { PhoneBreakdown, PriceBreakdown } from './price-breakdown';
import { DispatchNote } from './dispatch-note';
import { ExpressChoice } from './express-choice';
import { PriceSummary } from './price-summary';
import { PREVIEW_COLUMN, StepColumns } from './step-columns';
import { WallCarousel } from './wall-carousel';
import { OwnWall } from '../own-wall/own-wall';
import { HandoverWays } from '../delivery/handover-ways';
import { useDeliveryOptions } from '../delivery/use-delivery-options';
import { useInstantDrawing } from '../preview/use-instant-drawing';

/**
 * The price under the preview, when the piece ships and how, and express production: a
 * component of its own, so that the answers that change none of these do not render it again.
 */
const PiecePrice = memo(
  ({
    crafted,
    expectedCents,
    ways,
    express,
    onExpress,
    breakdown,
  }: {
    crafted: CraftedProduct | null;
    expectedCents: number | null;
    ways: DeliveryOption[] | undefined;
    express: boolean;
    onExpress(express: boolean): void;
    /** The breakdown here, beside the preview (wide screens); else it follows the choices. */
    breakdown: boolean;
  }) => (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <PriceSummary crafted={crafted} expectedCents={expectedCents} />
      <Box sx={{ mt: 1 }}>
        <DispatchNote day={crafted?.dispatchDate} />
        <HandoverWays options={ways} />
        <ExpressChoice crafted={crafted} checked={express} onChange={onExpress} />
      </Box>
      {crafted && breakdown && (
        <>
          <Divider sx={{ my: 1.5 }} />
          <PriceBreakdown crafted={crafted} />
        </>
      )}
    </Paper>
  ),
);

/**
 * False until the browser has painted the step and has time to spare: what lies below the
 * choices (the rooms, the customer's own wall) mounts then, in a transition a tap can interrupt,
 * instead of lengthening the task that first shows the step on a phone.
 */
const useAfterFirstPaint = (): boolean => {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const show = () => startTransition(() => setReady(true));
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(show, 0);
      return () => clearTimeout(timer);
    }
    const id = requestIdleCallback(show, { timeout: 1000 });
    return () => cancelIdleCallback(id);
  }, []);
  return ready;
};

/**
 * Step 2 (customer spec §2 and §4): the choices beside the preview, the price and its breakdown.
 * Defaults come from the WEB_DEFAULT_* params; the crafted product is saved whenever the
 * configuration is complete and has changed.
 */
export const ConfigureStep = ({
  store,
  onExpectedPrice,
}: {
  store: CraftedProductStore;
  /** The price of a change not saved yet, where it is known (null: the saved price holds). */
  onExpectedPrice(cents: number | null): void;
}) => {
  const { t } = useTranslation();
  const { state, dispatch, picture, reset } = useWizard();
  const view = useConfiguration(store, onExpectedPrice);
  const instant = useInstantDrawing(view, picture, state.crop);
  const ways = useDeliveryOptions(store.crafted ? [store.crafted.parcel] : [undefined]);
  // One breakdown, where the screen shows it: the other one, hidden, cost a phone a table's
  // render with every answer.
  const wide = useMediaQuery(useTheme().breakpoints.up('md'), { noSsr: true });
  const belowShown = useAfterFirstPaint();
  const { choose } = view;
  const onExpress = useCallback((express: boolean) => choose({ express }), [choose]);
  const crafted = store.crafted;
  const finalWidth = crafted?.finalWidth;
  const finalHeight = crafted?.finalHeight;
  const pieceCm = useMemo(
    () => ({ width: finalWidth ?? 0, height: finalHeight ?? 0 }),
    [finalWidth, finalHeight],
  );

  if (!picture) return null;

  return (
    <Box component="section" aria-labelledby="configure-title">
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          columnGap: 2,
          rowGap: 1,
          mb: 2,
        }}
      >
        <Typography id="configure-title" variant="h4" component="h1">
          {t(
            state.photoOnly ? 'configurator.configure.titlePhoto' : 'configurator.configure.title',
          )}
        </Typography>
        {/* Any photo may be reframed, also one whose ratio fitted and skipped the crop; at the
            top, where no notice covers it. */}
        {state.source?.kind === 'photo' && !state.photoOnly && (
          <Button
            variant="outlined"
            startIcon={<CropIcon />}
            onClick={() =>
              dispatch({
                type: 'reframe',
                productConfigId: view.resolved?.ids.productConfig ?? null,
              })
            }
          >
            {t('configurator.crop.reframe')}
          </Button>
        )}
      </Box>
      {state.editionMode && (
        <Alert
          severity="info"
          role="note"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={reset}>
              {t('configurator.editions.ownPhoto')}
            </Button>
          }
        >
          {t('configurator.editions.mode', { title: picture.title })}
        </Alert>
      )}
      {state.sizeNotice && (
        <Alert
          severity="info"
          role="status"
          data-testid="size-notice"
          sx={{ mb: 2 }}
          onClose={() => dispatch({ type: 'sizeNoticeClosed' })}
        >
          {t('configurator.crop.sizeChanged', { ...state.sizeNotice })}
        </Alert>
      )}
      {picture.status === 'N' && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('configurator.configure.lowResolution')}
        </Alert>
      )}
      <StepColumns>
        <Box sx={PREVIEW_COLUMN}>
          <PreviewPanel
            crafted={crafted}
            {...savedPieceProps(state, store)}
            frameId={view.resolved?.ids.frame ?? null}
            instant={instant}
          />
          <PiecePrice
            crafted={crafted}
            expectedCents={view.expectedCents}
            ways={ways}
            express={Boolean(state.choices.express)}
            onExpress={onExpress}
            breakdown={wide}
          />
        </Box>
        <ConfigureOptions
          view={view}
          copies={state.choices.copies}
          edition={state.source?.kind === 'edition' ? picture.title : null}
        />
        {/* On a phone the breakdown follows the choices, so they come first. */}
        {!wide && <PhoneBreakdown crafted={crafted} />}
      </StepColumns>
      {belowShown && crafted && state.craftedId !== null && (
        <Box sx={{ mt: 4 }}>
          <WallCarousel craftedId={state.craftedId} version={store.version} />
          <OwnWall craftedId={state.craftedId} version={store.version} pieceCm={pieceCm} />
        </Box>
      )}
    </Box>
  );
};
