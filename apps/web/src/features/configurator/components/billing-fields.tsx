import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { asksForBillingAddress, asksForBuyer, type ContactValues } from '../model/contact';
import type { ContactForm } from './contact-form';
import {
  AddressFields,
  ContactField,
  FieldGroup,
  TwoColumns,
  type ContactFieldOptions,
} from './form-layout';

type BuyerText = Extract<keyof ContactValues, 'buyerName' | 'buyerIco' | 'buyerDic' | 'buyerIcDph'>;

const Flag = ({
  form,
  name,
  label,
}: {
  form: ContactForm;
  name: 'company' | 'sameBillingAddress';
  label: string;
}) => (
  <Controller
    control={form.control}
    name={name}
    render={({ field }) => (
      <FormControlLabel
        label={label}
        control={
          <Checkbox
            name={field.name}
            checked={field.value}
            inputRef={field.ref}
            onBlur={field.onBlur}
            onChange={(_event, checked) => field.onChange(checked)}
          />
        }
      />
    )}
  />
);

/** Why the block asks for what it shows: nothing but the e-mail, the delivery's, or a buyer. */
const whyOf = (choices: Parameters<typeof asksForBuyer>[0]) =>
  asksForBuyer(choices) ? 'named' : choices.handoverMethod === 'KURIER' ? 'delivery' : 'email';

/**
 * Who the documents name: nobody more than the e-mail for a private pick-up; with 'Nakupujem na
 * firmu' a company's name, address, IČO, DIČ and IČ DPH; a person's name and address when billed
 * elsewhere than the courier's delivery. With a courier, the billing address may be the delivery
 * address (the default) for a person and a company alike.
 */
export const BillingFields = ({ form }: { form: ContactForm }) => {
  const { t } = useTranslation();
  // Only the choices that shape the block: typing in a field redraws that field alone.
  const [company, handoverMethod, sameBillingAddress] = useWatch({
    control: form.control,
    name: ['company', 'handoverMethod', 'sameBillingAddress'],
  });
  const choices = { company, handoverMethod, sameBillingAddress };
  const courier = handoverMethod === 'KURIER';

  const field = (name: BuyerText, options: ContactFieldOptions = {}) => (
    <ContactField
      form={form}
      name={name}
      label={t(`configurator.contact.${name}`)}
      options={options}
    />
  );

  return (
    <FieldGroup legend={t('configurator.contact.billing')} gap={1.5}>
      <Typography variant="body2" color="text.secondary">
        {t(`configurator.contact.billingWhy.${whyOf(choices)}`)}
      </Typography>
      <Flag form={form} name="company" label={t('configurator.contact.company')} />
      {courier && (
        <Flag
          form={form}
          name="sameBillingAddress"
          label={t('configurator.contact.sameBillingAddress')}
        />
      )}
      {asksForBuyer(choices) && (
        <Box sx={{ display: 'grid', gap: 2, mt: 1 }}>
          {company
            ? field('buyerName', {
                required: true,
                autoComplete: 'organization',
                label: t('configurator.contact.buyerCompanyName'),
              })
            : field('buyerName', { required: true, autoComplete: 'billing name' })}
          {asksForBillingAddress(choices) && (
            <AddressFields form={form} prefix="buyer" section="billing" />
          )}
          {company && (
            <>
              {field('buyerIco', {
                required: true,
                hint: t('configurator.contact.buyerIcoHint'),
                checkOnBlur: true,
              })}
              <TwoColumns>
                {field('buyerDic', {
                  hint: t('configurator.contact.buyerDicHint'),
                  checkOnBlur: true,
                })}
                {field('buyerIcDph', {
                  hint: t('configurator.contact.buyerIcDphHint'),
                  checkOnBlur: true,
                })}
              </TwoColumns>
            </>
          )}
        </Box>
      )}
    </FieldGroup>
  );
};
