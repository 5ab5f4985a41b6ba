import {
  LEGAL_PAGES,
  LegalPageEditSchema,
  slovakDateTime,
  type LegalPageEdit,
  type LegalPageSlug,
} from '@fotoobraz/domain';
import SaveIcon from '@mui/icons-material/Save';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../../components/page-loading';
import { FormTextField } from '../../../lib/forms/form-text-field';
import { refusalsOf, showRefusals } from '../../../lib/forms/server-errors';
import { schemaRules, useSchemaForm } from '../../../lib/forms/use-schema-form';
import { legalPageQuery, type LegalPage } from '../../../lib/legal/legal-pages-api';
import { AdminPage } from '../components/admin-page';
import { legalPageVersionsQuery, useSaveLegalPage } from './legal-pages-api';

const RULES = schemaRules(LegalPageEditSchema, { words: {} });

/** One page's editor: its newest version in the form; saving stores the next version. */
const PageEditor = ({ page }: { page: LegalPage }) => {
  const { t } = useTranslation();
  const save = useSaveLegalPage(page.slug);
  const form = useSchemaForm<LegalPageEdit>({
    ...RULES,
    defaultValues: { title: page.title, body: page.body },
  });
  const submit = form.handleSubmit((edit) =>
    save.mutate(edit, {
      onSuccess: (saved) => form.reset({ title: saved.title, body: saved.body }),
      onError: (error) =>
        showRefusals(form.setError, refusalsOf(error, { fields: ['title', 'body'] })),
    }),
  );
  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
      <Stack spacing={2}>
        <FormTextField
          form={form}
          name="title"
          id="legal-title"
          label={t('legal.admin.pageTitle')}
          required
          fullWidth
        />
        <FormTextField
          form={form}
          name="body"
          id="legal-body"
          label={t('legal.admin.body')}
          required
          multiline
          minRows={16}
          maxRows={40}
          fullWidth
          slotProps={{ htmlInput: { spellCheck: true } }}
        />
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button
            type="submit"
            variant="contained"
            startIcon={<SaveIcon />}
            disabled={save.isPending || !form.formState.isDirty}
          >
            {t('legal.admin.save')}
          </Button>
          <Button href={`/${page.slug}`} target="_blank" rel="noopener">
            {t('legal.admin.show')}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
};

const Versions = ({ slug }: { slug: LegalPageSlug }) => {
  const { t } = useTranslation();
  const versions = useQuery(legalPageVersionsQuery(slug));
  if (!versions.data) return null;
  return (
    <Box component="section" aria-labelledby="legal-versions" sx={{ mt: 4 }}>
      <Typography id="legal-versions" variant="h6" component="h2">
        {t('legal.admin.versions')}
      </Typography>
      <List dense>
        {versions.data.map((v) => (
          <ListItem key={v.version} disableGutters>
            <Link href={`/${slug}?version=${v.version}`} target="_blank" rel="noopener">
              {t('legal.admin.versionLine', {
                version: v.version,
                date: slovakDateTime(v.createdDate),
                by: v.createdBy,
              })}
            </Link>
          </ListItem>
        ))}
      </List>
    </Box>
  );
};

/**
 * /admin/legal-pages: the owner edits 'Obchodné podmienky', 'Reklamačný poriadok' and 'Ochrana
 * osobných údajov'; every save is a new version, the older ones stay readable.
 */
export const LegalPagesPage = () => {
  const { t } = useTranslation();
  const [slug, setSlug] = useState<LegalPageSlug>(LEGAL_PAGES[0]);
  const page = useQuery(legalPageQuery(slug));
  return (
    <AdminPage title={t('legal.admin.title')}>
      <Alert severity="info" role="note" sx={{ mb: 2 }}>
        {t('legal.admin.intro')}
      </Alert>
      <Tabs
        value={slug}
        onChange={(_event, next: LegalPageSlug) => setSlug(next)}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2 }}
      >
        {LEGAL_PAGES.map((s) => (
          <Tab key={s} value={s} label={t(`legal.pages.${s}`)} />
        ))}
      </Tabs>
      {page.data ? (
        <>
          {/* A new key per version: the form starts from what was just stored. */}
          <PageEditor key={`${slug}-${page.data.version}`} page={page.data} />
          <Versions slug={slug} />
        </>
      ) : (
        <PageLoading />
      )}
    </AdminPage>
  );
};
