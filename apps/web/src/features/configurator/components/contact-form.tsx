import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type { DeliveryOption, HandoverMethod } from '@fotoobraz/domain';
import { memo, useCallback, useEffect } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSchemaForm, type SchemaForm } from '../../../lib/forms/use-schema-form';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../../lib/auth/session';
import { lastOrderQuery } from '../api/orders';
import { useWizard } from '../hooks/use-wizard';
import { signedInContactOf } from '../model/signed-in-contact';
import { PaymentChoice } from './payment-choice';
import type { Contact } from '../model/wizard-state';
import { contactOf, contactValuesOf, type ContactValues } from '../model/contact';
import { CONTACT_RULES } from '../model/contact-rules';
import { allowedPointKinds, handoverChoice } from '../delivery/delivery-choices';
import { HandoverOptionLabel } from '../delivery/handover-option-label';
import { PickupPointFields } from '../pickup-point/pickup-point-fields';
import { BillingFields } from './billing-fields';
import { AddressFields, ContactField, FieldGroup, type ContactFieldOptions } from './form-layout';
import { TermsConsent } from './terms-consent';

export type ContactForm = SchemaForm<ContactValues, unknown>;

/**
 * The order's contact form, started from `contact`; every change goes to `onChange`, which keeps
 * it over a reload and places the order with it. Its `handleSubmit` lets the order go.
 */
export const useContactFormOf = (contact: Contact, onChange: (contact: Contact) => void) => {
  const form = useSchemaForm<ContactValues, unknown>({
    ...CONTACT_RULES,
    defaultValues: contactValuesOf(contact),
    // The form focuses its first refused field in reading order (focusFirstRefused).
    shouldFocusError: false,
  });
  const { subscribe } = form;
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values }) => onChange(contactOf(values)),
      }),
    [subscribe, onChange],
  );
  return form;
};

/** The summary's contact form, kept in the wizard's state. */
export const useContactForm = (): ContactForm => {
  const { state, dispatch } = useWizard();
  const onChange = useCallback(
    (contact: Contact) => dispatch({ type: 'contactChanged', contact }),
    [dispatch],
  );
  return useContactFormOf(state.contact, onChange);
};

/**
 * Puts the cursor in the first refused field as the page shows them: fields the form revealed
 * later (the courier's address, the company's numbers) register after the terms' checkbox, so
 * the form's own order is not the reading order.
 */
export const focusFirstRefused = (errors: Partial<Record<string, unknown>>): void => {
  const refused = Object.keys(errors)
    .map((name) => document.getElementById(`contact-${name}`))
    .filter((element): element is HTMLElement => element !== null);
  refused.sort((a, b) =>
    a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
  );
  refused[0]?.focus();
};

/**
 * A signed-in customer's form starts from their account and their last order, once both are
 * known, unless something was typed in already.
 */
const useSignedInContact = (form: ContactForm) => {
  const { account } = useSession();
  const last = useQuery({ ...lastOrderQuery(account?.id ?? 0), enabled: !!account });
  const { getValues, reset } = form;
  useEffect(() => {
    if (!account || last.isPending) return;
    const contact = contactOf(getValues());
    const filled = signedInContactOf(contact, account, last.data ?? null);
    if (filled !== contact) reset(contactValuesOf(filled));
  }, [account, last.isPending, last.data, getValues, reset]);
};

/**
 * A hand-over the order's parcel cannot take falls back to personal pick-up, which takes any.
 */
const useOfferedHandover = (
  form: ContactForm,
  handoverMethod: HandoverMethod,
  delivery: readonly DeliveryOption[] | undefined,
) => {
  const { setValue } = form;
  const offered = !delivery || handoverChoice(delivery, handoverMethod).offered;
  useEffect(() => {
    if (!offered) setValue('handoverMethod', 'OSOBNY_ODBER', { shouldDirty: true });
  }, [offered, setValue]);
};

/**
 * An order with nothing to ship (gift vouchers alone, which go by e-mail) is handed over in
 * person, so no courier's address or point is asked for, whatever the last order chose.
 */
const useNothingShipped = (form: ContactForm, shipped: boolean, handoverMethod: HandoverMethod) => {
  const { setValue } = form;
  useEffect(() => {
    if (!shipped && handoverMethod !== 'OSOBNY_ODBER') setValue('handoverMethod', 'OSOBNY_ODBER');
  }, [shipped, handoverMethod, setValue]);
};

/**
 * Who orders and how the piece is handed over (customer spec §5), each way with its postage or
 * why the order's parcel cannot go that way (`delivery`, the rule's options; undefined while
 * they load). Typing redraws only the field typed in, not the summary around it. `shipped`
 * false: the order has no piece, and the hand-over is not asked.
 */
export const ContactFields = memo(function ContactFields({
  form,
  delivery,
  shipped = true,
}: {
  form: ContactForm;
  delivery?: readonly DeliveryOption[];
  shipped?: boolean;
}) {
  const { t } = useTranslation();
  useSignedInContact(form);
  const [handoverMethod, pickupPoint] = useWatch({
    control: form.control,
    name: ['handoverMethod', 'pickupPoint'],
  });
  useOfferedHandover(form, handoverMethod, delivery);
  useNothingShipped(form, shipped, handoverMethod);
  // A pick-up point's postage is its kind's once a point is chosen, as the order is charged.
  const kindOf = (method: HandoverMethod) =>
    method === 'VYDAJNE_MIESTO' ? pickupPoint?.kind : undefined;
  const handover = (method: HandoverMethod) => (
    <FormControlLabel
      value={method}
      control={<Radio />}
      disabled={delivery ? !handoverChoice(delivery, method).offered : false}
      label={
        <HandoverOptionLabel
          text={t(`configurator.contact.handover.${method}`)}
          choice={delivery && handoverChoice(delivery, method, kindOf(method))}
        />
      }
    />
  );

  const field = (
    name: Extract<keyof ContactValues, 'email' | 'phone' | 'userNote' | 'deliveryName'>,
    options: ContactFieldOptions = {},
  ) => (
    <ContactField
      form={form}
      name={name}
      label={t(`configurator.contact.${name === 'userNote' ? 'note' : name}`)}
      options={options}
    />
  );

  return (
    <Box component="form" noValidate onSubmit={(event) => event.preventDefault()}>
      <Typography variant="h6" component="h2" gutterBottom>
        {t('configurator.contact.title')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2 }}>
        {/* Not type="email": the browser would judge the address in its own words. */}
        {field('email', {
          required: true,
          autoComplete: 'email',
          inputMode: 'email',
          hint: t('configurator.contact.emailWhy'),
        })}
        {field('phone', {
          type: 'tel',
          autoComplete: 'tel',
          hint: t('configurator.contact.phoneWhy'),
        })}
        {field('userNote', {
          multiline: true,
          hint: t(
            shipped ? 'configurator.contact.noteWhy' : 'configurator.contact.noteWhyUnshipped',
          ),
        })}
        {shipped && (
          <>
            <FormControl>
              <FormLabel id="handover-label" sx={{ fontWeight: 700, color: 'text.primary' }}>
                {t('configurator.contact.handoverMethod')}
              </FormLabel>
              <Controller
                control={form.control}
                name="handoverMethod"
                render={({ field: radio }) => (
                  <RadioGroup
                    aria-labelledby="handover-label"
                    name={radio.name}
                    value={radio.value}
                    onChange={radio.onChange}
                  >
                    {handover('OSOBNY_ODBER')}
                    {handover('KURIER')}
                    {handover('VYDAJNE_MIESTO')}
                  </RadioGroup>
                )}
              />
            </FormControl>
            {handoverMethod === 'KURIER' && (
              <FieldGroup legend={t('configurator.contact.address')} gap={2}>
                <Typography variant="body2" color="text.secondary">
                  {t('configurator.contact.addressWhy')}
                </Typography>
                {field('deliveryName', { required: true, autoComplete: 'name' })}
                <AddressFields form={form} prefix="delivery" />
              </FieldGroup>
            )}
            {handoverMethod === 'VYDAJNE_MIESTO' && (
              <PickupPointFields form={form} kinds={allowedPointKinds(delivery)} />
            )}
            <Typography variant="body2" color="text.secondary">
              {t(`configurator.contact.postage.${handoverMethod}`)}
            </Typography>
          </>
        )}
        <BillingFields form={form} />
        <PaymentChoice form={form} />
        {/* Standing text of the form, not news: an alert would be read out as the step opens. */}
        <Alert severity="info" icon={false} role="note">
          <Typography variant="body2" sx={{ mb: shipped ? 1 : 0 }}>
            {t('configurator.summary.consent')}
          </Typography>
          {/* A voucher is no piece made to measure: the exception of own photos is not its. */}
          {shipped && (
            <Typography variant="body2">{t('configurator.summary.personalised')}</Typography>
          )}
        </Alert>
        <TermsConsent form={form} />
      </Box>
    </Box>
  );
});
