import { PAYMENT_METHODS, type PaymentMethod } from '@fotoobraz/domain';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { paymentMethodsQuery } from '../../../lib/card-payment/card-payment-api';
import type { ContactForm } from './contact-form';

/**
 * How the customer pays: by card (Apple Pay, Google Pay) on the gateway's page, or by transfer
 * from the pro-forma's QR code. Shown only when the shop takes cards; otherwise every order is
 * paid by transfer, as it was.
 */
export const PaymentChoice = ({ form }: { form: ContactForm }) => {
  const { t } = useTranslation();
  const methods = useQuery(paymentMethodsQuery).data?.methods;
  const chosen = useWatch({ control: form.control, name: 'paymentMethod' });
  const cards = methods?.includes('KARTA') ?? false;
  // A card choice kept from a visit when the shop took cards.
  useEffect(() => {
    if (methods && !methods.includes(chosen)) form.setValue('paymentMethod', 'PREVOD');
  }, [methods, chosen, form]);
  if (!cards) return null;
  const option = (method: PaymentMethod) => (
    <FormControlLabel
      key={method}
      value={method}
      control={<Radio />}
      label={
        <>
          <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>
            {t(`configurator.contact.payment.${method}`)}
          </Typography>
          <Typography component="span" variant="body2" color="text.secondary">
            {t(`configurator.contact.payment.${method}Why`)}
          </Typography>
        </>
      }
      sx={{ alignItems: 'flex-start', mb: 1, '& .MuiRadio-root': { mt: -0.5 } }}
    />
  );
  return (
    <FormControl>
      <FormLabel id="payment-label" sx={{ fontWeight: 700, color: 'text.primary' }}>
        {t('configurator.contact.payment.title')}
      </FormLabel>
      <Controller
        control={form.control}
        name="paymentMethod"
        render={({ field }) => (
          <RadioGroup
            aria-labelledby="payment-label"
            name={field.name}
            value={field.value}
            onChange={field.onChange}
          >
            {PAYMENT_METHODS.map(option)}
          </RadioGroup>
        )}
      />
    </FormControl>
  );
};
