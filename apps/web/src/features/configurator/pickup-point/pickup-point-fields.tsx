import Typography from '@mui/material/Typography';
import { PICKUP_POINT_KIND, type PickupPointKind } from '@fotoobraz/domain';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../lib/forms/form-text-field';
import type { ContactForm } from '../components/contact-form';
import { FieldGroup } from '../components/form-layout';
import { PickupPointPicker } from './pickup-point-picker';

/**
 * What an order to a Packeta point asks for: the point (searched and chosen) and the recipient's
 * name, which the point checks when the parcel is collected. `kinds` are the kinds the parcel
 * fits (the parcel's rule leaves a Z-BOX out when it does not).
 */
export const PickupPointFields = ({
  form,
  kinds = PICKUP_POINT_KIND,
}: {
  form: ContactForm;
  kinds?: readonly PickupPointKind[];
}) => {
  const { t } = useTranslation();
  return (
    <FieldGroup legend={t('configurator.contact.pickupPointLegend')} gap={2}>
      <Controller
        control={form.control}
        name="pickupPoint"
        render={({ field, fieldState }) => (
          <PickupPointPicker
            id="contact-pickupPoint"
            value={field.value}
            onChange={field.onChange}
            kinds={kinds}
            error={form.messageOf('pickupPoint', fieldState.error, field.value)}
          />
        )}
      />
      <Typography variant="body2" color="text.secondary">
        {t('configurator.contact.recipientWhy')}
      </Typography>
      <FormTextField
        form={form}
        name="deliveryName"
        id="contact-deliveryName"
        label={t('configurator.contact.recipientName')}
        required
        slotProps={{ htmlInput: { autoComplete: 'name' } }}
        fullWidth
      />
    </FieldGroup>
  );
};
