import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import LinearProgress from '@mui/material/LinearProgress';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useTransition,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageLoading } from '../../../components/page-loading';
import { editionQuery } from '../api/get-editions';
import { photoQuery } from '../api/get-photo';
import { useResumeOriginal } from '../hooks/use-original-upload';
import { useStepFocus } from '../../../lib/a11y/use-step-focus';
import { WizardContext, type WizardContextValue } from '../hooks/use-wizard';
import { pictureOfEdition, pictureOfPhoto } from '../model/picture';
import { previewSource } from '../model/preview-source';
import { saveWizardState, loadWizardState } from '../model/wizard-storage';
import {
  INITIAL_STATE,
  STEP,
  wizardReducer,
  type WizardAction,
  type WizardState,
} from '../model/wizard-state';
import { OriginalUploadStatus } from './original-upload-status';
import { loadCropStep, loadProductSteps, prefetchResumedSteps } from './prefetch';
import { ResumingStep } from './resuming-step';
import { UploadStep } from './upload-step';
import { WizardStepper } from './wizard-stepper';
import { ActionAlert } from '../../../components/action-alert';

/** Steps 2 to 5 and the crop carry the domain rules and react-easy-crop: loaded when needed. */
const ProductSteps = lazy(loadProductSteps);
const CropStep = lazy(loadCropStep);

/** The actions that may move to another step, whose code may still be loading. */
const STEP_CHANGES: ReadonlySet<WizardAction['type']> = new Set([
  'pathChosen',
  'cropped',
  'reframe',
  'next',
  'back',
  'orderPlaced',
  'orderFailed',
  'reset',
]);

/**
 * The state to start with: the tab's stored progress (a reload keeps it), or edition mode when
 * the address names an edition other than the stored one.
 */
const initialState = (editionId: number | null): WizardState => {
  const stored = loadWizardState();
  if (editionId === null) return stored;
  if (stored.editionMode && stored.source?.kind === 'edition' && stored.source.id === editionId)
    return stored;
  return wizardReducer(INITIAL_STATE, { type: 'editionStarted', editionId });
};

/**
 * The configurator wizard (customer spec §2 and §4): upload, crop, product, summary, order. The
 * state lives in a reducer and is kept in sessionStorage after every change.
 */
export const Wizard = ({ editionId }: { editionId: number | null }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [state, dispatchNow] = useReducer(wizardReducer, editionId, initialState);
  // A step change is a transition: the current step stays until the next one's code is there,
  // instead of a loading screen that React keeps up for at least 300 ms.
  const [changingStep, startStepChange] = useTransition();
  const dispatch = useCallback((action: WizardAction) => {
    if (STEP_CHANGES.has(action.type)) startStepChange(() => dispatchNow(action));
    else dispatchNow(action);
  }, []);

  useEffect(() => saveWizardState(state), [state]);

  // Only the state the page opened with: later steps load their own data on the way.
  const queryClient = useQueryClient();
  const opened = useRef(state);
  useEffect(() => {
    const { step, craftedId, choices } = opened.current;
    if (step < STEP.configure || step >= STEP.submitted) return;
    prefetchResumedSteps(queryClient, craftedId, choices.frameId);
  }, [queryClient]);

  const source = state.source;
  const photo = useQuery({
    ...photoQuery(source?.kind === 'photo' ? source.id : 0),
    enabled: source?.kind === 'photo',
  });
  const edition = useQuery({
    ...editionQuery(source?.kind === 'edition' ? source.id : 0),
    enabled: source?.kind === 'edition',
  });
  const picture = useMemo(() => {
    if (source?.kind === 'photo' && photo.data) return pictureOfPhoto(photo.data);
    if (source?.kind === 'edition' && edition.data) return pictureOfEdition(edition.data);
    return undefined;
  }, [source, photo.data, edition.data]);
  const photoId = source?.kind === 'photo' ? source.id : null;
  useResumeOriginal(photoId, photo.data?.originalStatus);
  const pictureFailed =
    (source?.kind === 'photo' && photo.isError) || (source?.kind === 'edition' && edition.isError);

  const contact = state.contact;
  const restart = useCallback(
    (keepContact: boolean) => {
      saveWizardState(keepContact ? { ...INITIAL_STATE, contact } : INITIAL_STATE);
      dispatch({ type: 'reset', keepContact });
      if (editionId !== null) navigate('/', { replace: true });
    },
    [dispatch, editionId, navigate, contact],
  );
  const reset = useCallback(() => restart(false), [restart]);
  const anotherPhoto = useCallback(() => restart(true), [restart]);

  // Each step starts at its top, as a new page would (a reload keeps where the browser was).
  const shownStep = useRef(state.step);
  useEffect(() => {
    if (shownStep.current === state.step) return;
    shownStep.current = state.step;
    window.scrollTo({ top: 0 });
  }, [state.step]);

  const stepRoot = useRef<HTMLDivElement>(null);
  useStepFocus(stepRoot, state.step);

  const context = useMemo<WizardContextValue>(
    () => ({ state, dispatch, picture, reset, anotherPhoto }),
    [state, dispatch, picture, reset, anotherPhoto],
  );

  const needsPicture = state.step > STEP.upload;
  // Step 2 reloaded: its title and preview while the rest is loading (an own-URL preview only).
  const { craftedId, savedKey } = state;
  const loading =
    state.step === STEP.configure &&
    !state.editionMode &&
    craftedId !== null &&
    savedKey !== null &&
    previewSource(null, craftedId, savedKey) !== undefined &&
    !pictureFailed ? (
      <ResumingStep photoOnly={state.photoOnly} craftedId={craftedId} savedKey={savedKey} />
    ) : (
      <PageLoading />
    );
  let content;
  if (pictureFailed) {
    content = (
      <ActionAlert severity="error" action={t('configurator.startOver')} onAction={reset}>
        {t(
          source?.kind === 'edition'
            ? 'configurator.editions.notFound'
            : 'configurator.upload.photoGone',
        )}
      </ActionAlert>
    );
  } else if (needsPicture && !picture) {
    content = loading;
  } else if (state.step === STEP.upload) {
    content = <UploadStep />;
  } else if (state.step === STEP.crop) {
    content = <CropStep />;
  } else {
    content = <ProductSteps />;
  }

  return (
    <WizardContext.Provider value={context}>
      <Container maxWidth="lg" sx={{ py: { xs: 2, md: 3 } }}>
        <WizardStepper />
        <Box ref={stepRoot} sx={{ mt: { xs: 2, md: 3 } }}>
          {changingStep && <LinearProgress aria-label={t('global.loading')} sx={{ mb: 1 }} />}
          {photoId !== null && state.step < STEP.submitted && (
            // The summary and the order's placement show the progress in their own words.
            <OriginalUploadStatus photoId={photoId} showProgress={state.step < STEP.summary} />
          )}
          <Suspense fallback={loading}>{content}</Suspense>
        </Box>
      </Container>
    </WizardContext.Provider>
  );
};
