import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { HandoverMethod } from '../api/types';
import type { CraftedProductStore } from '../hooks/use-crafted-product';
import { useWizard } from '../hooks/use-wizard';
import { isPhotoOnly, sizeText } from '../model/configuration';
import type { ContactErrors, ContactField } from '../model/contact';
import { PreviewPanel } from './preview-panel';
import { PriceBreakdown } from './price-breakdown';
import { PriceSummary } from './price-summary';

/** Customer spec §4: the exact words when the photo cannot be printed well enough. */
export const LOW_RESOLUTION_MESSAGE =
  'Upozornenie: Vaša fotografia nemá dostatočné rozlíšenie pre tlač - objednávku nie je možné potvrdiť.';

/** The id of a contact field's input, so a failed check can put the cursor into it. */
export const contactFieldId = (field: ContactField): string => `contact-${field}`;

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

/**
 * Step 3 (customer spec §2): what is ordered, at what price, and who orders it. The e-mail is
 * checked before the step can be left; an ineligible photo blocks the order with the spec's
 * message.
 */
export const SummaryStep = ({
  store,
  errors,
  eligible,
}: {
  store: CraftedProductStore;
  /** Shown once the customer tried to go on. */
  errors: ContactErrors;
  eligible: boolean;
}) => {
  const { t } = useTranslation();
  const { state, dispatch, reset } = useWizard();
  const { contact } = state;
  const crafted = store.crafted;
  const set = (field: ContactField, value: string) =>
    dispatch({ type: 'contactChanged', contact: { [field]: value } });

  const field = (
    name: ContactField,
    options: { required?: boolean; type?: string; autoComplete?: string; multiline?: boolean } = {},
  ) => (
    <TextField
      id={contactFieldId(name)}
      label={t(`configurator.contact.${name}`)}
      value={contact[name]}
      onChange={(event) => set(name, event.target.value)}
      required={options.required}
      type={options.type}
      multiline={options.multiline}
      minRows={options.multiline ? 3 : undefined}
      error={!!errors[name]}
      helperText={errors[name] ? t(errors[name]) : undefined}
      slotProps={{ htmlInput: { autoComplete: options.autoComplete } }}
      fullWidth
    />
  );

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
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={reset}>
              {t('configurator.summary.uploadLarger')}
            </Button>
          }
        >
          {LOW_RESOLUTION_MESSAGE}
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 3, md: 4 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 5fr) minmax(0, 6fr)' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
          <PreviewPanel
            crafted={crafted}
            saving={store.saving}
            failed={store.failed}
            onRetry={store.retry}
            frameId={crafted?.frame?.id ?? null}
          />
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
              <Box sx={{ mt: 1.5, display: { xs: 'none', md: 'block' } }}>
                <PriceBreakdown crafted={crafted} />
              </Box>
            )}
          </Paper>
        </Box>
        <Box component="form" noValidate onSubmit={(event) => event.preventDefault()}>
          <Typography variant="h6" component="h2" gutterBottom>
            {t('configurator.contact.title')}
          </Typography>
          <Box sx={{ display: 'grid', gap: 2 }}>
            {field('email', { required: true, type: 'email', autoComplete: 'email' })}
            {field('phone', { type: 'tel', autoComplete: 'tel' })}
            {field('note', { multiline: true })}
            <FormControl>
              <FormLabel id="handover-label" sx={{ fontWeight: 700, color: 'text.primary' }}>
                {t('configurator.contact.handoverMethod')}
              </FormLabel>
              <RadioGroup
                aria-labelledby="handover-label"
                value={contact.handoverMethod}
                onChange={(event) =>
                  dispatch({
                    type: 'contactChanged',
                    contact: { handoverMethod: event.target.value as HandoverMethod },
                  })
                }
              >
                <FormControlLabel
                  value="OSOBNY_ODBER"
                  control={<Radio />}
                  label={t('configurator.contact.handover.OSOBNY_ODBER')}
                />
                <FormControlLabel
                  value="KURIER"
                  control={<Radio />}
                  label={t('configurator.contact.handover.KURIER')}
                />
              </RadioGroup>
            </FormControl>
            {contact.handoverMethod === 'KURIER' && (
              <Box
                component="fieldset"
                sx={{ border: 0, p: 0, m: 0, minWidth: 0, display: 'grid', gap: 2 }}
              >
                <Typography component="legend" sx={{ fontWeight: 700, mb: 1, p: 0 }}>
                  {t('configurator.contact.address')}
                </Typography>
                {field('deliveryName', { required: true, autoComplete: 'name' })}
                {field('deliveryStreet', { required: true, autoComplete: 'street-address' })}
                <Box
                  sx={{
                    display: 'grid',
                    gap: 2,
                    gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '1fr 2fr' },
                  }}
                >
                  {field('deliveryPostcode', { required: true, autoComplete: 'postal-code' })}
                  {field('deliveryCity', { required: true, autoComplete: 'address-level2' })}
                </Box>
                {field('deliveryCountry', { autoComplete: 'country-name' })}
              </Box>
            )}
            <Typography variant="body2" color="text.secondary">
              {t(`configurator.contact.postage.${contact.handoverMethod}`)}
            </Typography>
            <Alert severity="info" icon={false}>
              <Typography variant="body2" sx={{ mb: 1 }}>
                {t('configurator.summary.consent')}
              </Typography>
              <Typography variant="body2">{t('configurator.summary.personalised')}</Typography>
            </Alert>
          </Box>
        </Box>
        {crafted && (
          // On a phone the breakdown follows the form, which the customer has to fill in.
          <Paper variant="outlined" sx={{ p: 2, display: { md: 'none' } }}>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
              {t('configurator.price.breakdown')}
            </Typography>
            <PriceBreakdown crafted={crafted} />
          </Paper>
        )}
      </Box>
    </Box>
  );
};
