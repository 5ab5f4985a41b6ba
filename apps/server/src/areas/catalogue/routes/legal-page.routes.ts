import {
  LegalPageEditSchema,
  LegalPageParamsSchema,
  LegalPageQuerySchema,
  LegalPageSchema,
  LegalPageVersionSchema,
} from '@fotoobraz/domain';
import { adminOf, adminOnly } from '../../../plugins/auth.ts';
import type { LegalPageService } from '../services/legal-page.service.ts';
import { z } from 'zod';
import { routesOf } from '../../../routes/route-options.ts';
import type { ShopApi } from '../../../routes/shop-api.ts';
import { API_TAGS } from '../../../routes/api-tags.ts';

const { documented, write } = routesOf(API_TAGS.catalogue, 'legalPage');
const LegalPageVersionsSchema = z.array(LegalPageVersionSchema);

/** The options of an endpoint of one page, named by its slug. */
const onePage = <S extends object>(summary: string, schema: S) =>
  documented(summary, { params: LegalPageParamsSchema, ...schema });

/**
 * The legal pages (obchodné podmienky, reklamačný poriadok, ochrana osobných údajov): anyone
 * reads them, any version; the owner edits one by storing its next version.
 */
export const registerLegalPageRoutes = (app: ShopApi, pages: LegalPageService) => {
  const base = '/api/legal-pages';

  app.get(
    base,
    documented('The newest version of each page', { response: { 200: LegalPageVersionsSchema } }),
    () => pages.list(),
  );

  app.get(
    `${base}/:slug`,
    onePage("A page's newest version, or `version`; `text` has the shop's data filled in", {
      response: { 200: LegalPageSchema },
      querystring: LegalPageQuerySchema,
    }),
    (request) => pages.read(request.params.slug, request.query.version),
  );

  app.get(
    `${base}/:slug/versions`,
    {
      ...onePage("A page's versions (admins)", {
        response: { 200: LegalPageVersionsSchema },
      }),
      preValidation: adminOnly,
    },
    (request) => pages.versions(request.params.slug),
  );

  app.put(
    `${base}/:slug`,
    {
      ...write('Store an edit as the next version (admins)', {
        params: LegalPageParamsSchema,
        response: { 200: LegalPageSchema },
        body: LegalPageEditSchema,
      }),
      preValidation: adminOnly,
    },
    async (request, reply) => {
      const page = await pages.edit(request.params.slug, request.body, adminOf(request).login);
      reply.alert('updated', 'legalPage', page.version);
      return page;
    },
  );
};
