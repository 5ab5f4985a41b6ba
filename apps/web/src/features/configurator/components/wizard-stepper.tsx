import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useWizard } from '../hooks/use-wizard';
import { STEP } from '../model/wizard-state';

const LABELS = ['upload', 'crop', 'configure', 'summary'] as const;

/**
 * Where the customer is: the four steps they see (placing the order belongs to the summary).
 * Skipped steps say so, and are never marked as done.
 */
export const WizardStepper = () => {
  const { t } = useTranslation();
  const { state } = useWizard();
  const active = Math.min(state.step, STEP.summary);
  const done = state.step >= STEP.submitted;
  const skipped = (index: number) =>
    (state.editionMode && index <= STEP.crop) ||
    (index === STEP.crop && !state.cropStep && state.step > STEP.crop);

  return (
    <nav aria-label={t('configurator.steps.title')}>
      <Stepper activeStep={done ? LABELS.length : active} alternativeLabel>
        {LABELS.map((label, index) => (
          <Step
            key={label}
            completed={!skipped(index) && (done || index < active)}
            aria-current={index === active && !done ? 'step' : undefined}
          >
            <StepLabel
              optional={
                skipped(index) ? (
                  <Typography variant="caption" color="text.secondary" component="span">
                    {t('configurator.steps.skipped')}
                  </Typography>
                ) : undefined
              }
              sx={{ '& .MuiStepLabel-label': { fontSize: { xs: '0.75rem', sm: '0.875rem' } } }}
            >
              {t(`configurator.steps.${label}`)}
            </StepLabel>
          </Step>
        ))}
      </Stepper>
    </nav>
  );
};
