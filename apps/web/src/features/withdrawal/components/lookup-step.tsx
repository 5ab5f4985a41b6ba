import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { WithdrawalLookupSchema, type WithdrawalLookupRequest } from '@fotoobraz/domain';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { WITHDRAWAL_WORDING } from '../../../lib/forms/field-messages';
import { FormTextField } from '../../../lib/forms/form-text-field';
import { schemaRules, useSchemaForm } from '../../../lib/forms/use-schema-form';

const RULES = schemaRules(WithdrawalLookupSchema, WITHDRAWAL_WORDING);

/**
 * Step 1: the order by its number and e-mail, no sign-in needed. What the page knows already
 * (the number of the link from 'Moje objednávky', a signed-in customer's e-mail) is filled in.
 */
export const LookupStep = ({
  known,
  busy,
  refusal,
  onLookup,
}: {
  known: { orderNumber: string; email: string };
  busy: boolean;
  refusal: string | null;
  onLookup(request: WithdrawalLookupRequest): void;
}) => {
  const { t } = useTranslation();
  const form = useSchemaForm({
    ...RULES,
    defaultValues: { orderNumber: known.orderNumber, email: known.email },
  });
  const submit = form.handleSubmit(onLookup);

  // The signed-in account arrives after the page: its e-mail fills the field once it is known.
  const { getValues, setValue } = form;
  useEffect(() => {
    if (known.email && !getValues('email')) setValue('email', known.email);
  }, [known.email, getValues, setValue]);

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      {refusal && (
        <Alert severity="error" role="alert">
          {refusal}
        </Alert>
      )}
      <FormTextField
        form={form}
        name="orderNumber"
        label={t('withdrawal.lookup.orderNumber')}
        helperText={t('withdrawal.lookup.orderNumberHelp')}
        required
        autoComplete="off"
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <FormTextField
        form={form}
        name="email"
        label={t('withdrawal.lookup.email')}
        required
        autoComplete="email"
        slotProps={{ htmlInput: { inputMode: 'email' } }}
      />
      <Box>
        <Button type="submit" variant="contained" disabled={busy}>
          {t('withdrawal.lookup.button')}
        </Button>
      </Box>
    </Box>
  );
};
