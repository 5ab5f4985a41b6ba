import { LEGAL_PAGES, slovakDateTime, type LegalPageSlug } from '@fotoobraz/domain';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import {
  LEGAL_GUARANTEE_ANCHOR,
  LegalGuaranteeNotice,
} from '../../components/legal-guarantee-notice';
import { LegalText } from '../../components/legal-text';
import { PageLoading } from '../../components/page-loading';
import { PageMessage } from '../../components/page-message';
import { legalPageQuery } from '../../lib/legal/legal-pages-api';

/** The pages that speak of the goods' defects, which link the harmonised notice. */
const GUARANTEE_PAGES: readonly LegalPageSlug[] = ['obchodne-podmienky', 'reklamacny-poriadok'];

const versionOf = (text: string | null): number | undefined => {
  const n = Number(text);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/**
 * A legal page for anyone (/obchodne-podmienky, /reklamacny-poriadok, /ochrana-osobnych-udajov):
 * its newest version, or `?version=N` (the one an order accepted). Its address is its slug.
 */
const LegalPageView = () => {
  const { t } = useTranslation();
  const slug = useLocation().pathname.replace(/^\//, '') as LegalPageSlug;
  const version = versionOf(useSearchParams()[0].get('version'));
  const page = useQuery({ ...legalPageQuery(slug, version), retry: false });
  const title = page.data?.title;
  useEffect(() => {
    if (title) document.title = `${title} | Fotoobraz`;
  }, [title]);

  if (!LEGAL_PAGES.includes(slug)) return null;
  if (page.isPending) return <PageLoading />;
  if (!page.data) return <PageMessage severity="warning">{t('legal.notFound')}</PageMessage>;
  return (
    <Container component="article" maxWidth="md" sx={{ py: { xs: 2, sm: 4 } }}>
      <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
        {page.data.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('legal.version', {
          version: page.data.version,
          date: slovakDateTime(page.data.createdDate, 'none'),
        })}
      </Typography>
      {GUARANTEE_PAGES.includes(slug) && (
        <Link href={`#${LEGAL_GUARANTEE_ANCHOR}`} sx={{ display: 'inline-block', mt: 1 }}>
          {t('legal.guarantee.link')}
        </Link>
      )}
      <LegalText text={page.data.text} />
      {GUARANTEE_PAGES.includes(slug) && (
        <>
          <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
            {t('legal.guarantee.title')}
          </Typography>
          <LegalGuaranteeNotice id={LEGAL_GUARANTEE_ANCHOR} />
        </>
      )}
    </Container>
  );
};

export default LegalPageView;
