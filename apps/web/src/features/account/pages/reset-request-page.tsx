import Alert from '@mui/material/Alert';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_WORDING } from '../../../lib/forms/field-messages';
import { schemaRules, useSchemaForm } from '../../../lib/forms/use-schema-form';
import { requestPasswordReset } from '../api/account-api';
import { AccountForm } from '../components/account-form';
import { AccountPage } from '../components/account-page';
import { EmailField } from '../components/email-field';
import { ResetRequestForm } from '../model/account-forms';

const RULES = schemaRules(ResetRequestForm, ACCOUNT_WORDING);

/**
 * /reset/request (customer spec §2, §5). The server answers alike for any address, so the page
 * says 'if it is registered, a link is on its way' and never 'not found'.
 */
export const ResetRequestPage = () => {
  const { t } = useTranslation();
  const form = useSchemaForm({ ...RULES, defaultValues: { email: '' } });
  const send = useMutation({ mutationFn: requestPasswordReset });

  return (
    <AccountPage
      title={t('reset.request.title')}
      intro={send.isSuccess ? undefined : t('reset.request.text')}
    >
      {send.isSuccess ? (
        <Alert severity="success">
          {t('reset.request.messages.success', { email: send.variables })}
        </Alert>
      ) : (
        <AccountForm
          onSubmit={form.handleSubmit(({ email }) => send.mutate(email))}
          submitLabel={t('reset.request.form.button')}
          busy={send.isPending}
        >
          <EmailField form={form} label={t('reset.request.form.email')} autoFocus />
        </AccountForm>
      )}
    </AccountPage>
  );
};
