import { TERMS_PAGE, type LegalPageSlug } from '@fotoobraz/domain';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import { useQuery } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import { Trans } from 'react-i18next';
import { legalPagesQuery } from '../../../lib/legal/legal-pages-api';
import type { ContactForm } from './contact-form';

/** A legal page opened beside the wizard, which keeps the customer's progress in this tab. */
const PageLink = ({ slug, children }: { slug: LegalPageSlug; children?: React.ReactNode }) => (
  <Link href={`/${slug}`} target="_blank" rel="noopener">
    {children}
  </Link>
);

/**
 * 'Súhlasím s obchodnými podmienkami…' at 'Odoslať objednávku': ticking it keeps the
 * version of the terms the shop showed then, which the order records as accepted.
 */
export const TermsConsent = ({ form }: { form: ContactForm }) => {
  const pages = useQuery(legalPagesQuery());
  const shownVersion = pages.data?.find((p) => p.slug === TERMS_PAGE)?.version ?? null;
  return (
    <Controller
      control={form.control}
      name="termsAccepted"
      render={({ field, fieldState }) => {
        const message = form.messageOf('termsAccepted', fieldState.error, field.value);
        return (
          <FormControl error={message !== undefined}>
            <FormControlLabel
              sx={{ alignItems: 'flex-start' }}
              control={
                <Checkbox
                  id="contact-termsAccepted"
                  name={field.name}
                  checked={field.value}
                  inputRef={field.ref}
                  onBlur={field.onBlur}
                  onChange={(_event, checked) => {
                    field.onChange(checked);
                    form.setValue('termsVersion', checked ? shownVersion : null);
                  }}
                  slotProps={{
                    input: {
                      'aria-required': true,
                      'aria-invalid': message !== undefined,
                      'aria-describedby': message ? 'terms-error' : undefined,
                    } as React.InputHTMLAttributes<HTMLInputElement>,
                  }}
                  sx={{ mt: -1 }}
                />
              }
              label={
                <Trans
                  i18nKey="configurator.contact.terms"
                  components={{
                    terms: <PageLink slug="obchodne-podmienky" />,
                    complaints: <PageLink slug="reklamacny-poriadok" />,
                    privacy: <PageLink slug="ochrana-osobnych-udajov" />,
                  }}
                />
              }
            />
            {message && <FormHelperText id="terms-error">{message}</FormHelperText>}
          </FormControl>
        );
      }}
    />
  );
};
