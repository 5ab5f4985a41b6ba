import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../lib/forms/form-text-field';
import type { ContactValues } from '../model/contact';
import type { ContactForm } from './contact-form';

/** Postcode beside town (or DIČ beside IČ DPH) from a tablet up; one under the other on a phone. */
export const TwoColumns = ({ children }: { children: React.ReactNode }) => (
  <Box
    sx={{
      display: 'grid',
      gap: 2,
      gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '1fr 2fr' },
    }}
  >
    {children}
  </Box>
);

/** A group of the form's fields under its bold legend (the delivery address, the billing). */
export const FieldGroup = ({
  legend,
  gap,
  children,
}: {
  legend: string;
  gap: number;
  children: React.ReactNode;
}) => (
  <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0, display: 'grid', gap }}>
    <Typography component="legend" sx={{ fontWeight: 700, mb: 1, p: 0 }}>
      {legend}
    </Typography>
    {children}
  </Box>
);

/** How one text field of the order's contact differs from the others. */
export interface ContactFieldOptions {
  required?: boolean;
  label?: string;
  type?: string;
  autoComplete?: string;
  inputMode?: 'email' | 'tel';
  multiline?: boolean;
  /** Why the form asks for it, in one line. */
  hint?: string;
  checkOnBlur?: boolean;
}

/** One text field of the order's contact, found by its id `contact-<name>`, the form's width. */
export const ContactField = ({
  form,
  name,
  label,
  options,
}: {
  form: ContactForm;
  name: Path<ContactValues>;
  label: string;
  options: ContactFieldOptions;
}) => (
  <FormTextField
    form={form}
    name={name}
    id={`contact-${name}`}
    checkOnBlur={options.checkOnBlur}
    label={options.label ?? label}
    required={options.required}
    type={options.type}
    multiline={options.multiline}
    minRows={options.multiline ? 3 : undefined}
    helperText={options.hint}
    slotProps={{ htmlInput: { autoComplete: options.autoComplete, inputMode: options.inputMode } }}
    fullWidth
  />
);

/**
 * Street, postcode beside town, and country: the courier's delivery address (`delivery`) or the
 * buyer's billing one (`buyer`, filled in by the browser from its `billing` section).
 */
export const AddressFields = ({
  form,
  prefix,
  section,
}: {
  form: ContactForm;
  prefix: 'delivery' | 'buyer';
  section?: 'billing';
}) => {
  const { t } = useTranslation();
  const field = (
    part: 'Street' | 'Postcode' | 'City' | 'Country',
    autoComplete: string,
    required = true,
  ) => (
    <ContactField
      form={form}
      name={`${prefix}${part}`}
      label={t(`configurator.contact.${prefix}${part}`)}
      options={{
        required,
        autoComplete: section ? `${section} ${autoComplete}` : autoComplete,
      }}
    />
  );
  return (
    <>
      {field('Street', 'street-address')}
      <TwoColumns>
        {field('Postcode', 'postal-code')}
        {field('City', 'address-level2')}
      </TwoColumns>
      {field('Country', 'country-name', false)}
    </>
  );
};
