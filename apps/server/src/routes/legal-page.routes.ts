import {
  LegalPageEditSchema,
  LegalPageParamsSchema,
  LegalPageQuerySchema,
} from '@fotoobraz/domain';
import { adminOf, adminOnly } from '../plugins/auth.ts';
import type { LegalPageService } from '../services/legal-page.service.ts';
import { z } from 'zod';
import { LegalPageSchema, LegalPageVersionSchema } from './answers.ts';
import type { ShopApi } from './shop-api.ts';

const tags = ['Právne texty'];
const config = { objectName: 'legalPage' };

/**
 * The legal pages (obchodné podmienky, reklamačný poriadok, ochrana osobných údajov): anyone
 * reads them, any version; the owner edits one by storing its next version.
 */
export const registerLegalPageRoutes = (app: ShopApi, pages: LegalPageService) => {
  const base = '/api/legal-pages';

  app.get(
    base,
    {
      schema: {
        tags,
        response: { 200: z.array(LegalPageVersionSchema) },
        summary: 'The newest version of each page',
      },
    },
    () => pages.list(),
  );

  app.get(
    `${base}/:slug`,
    {
      schema: {
        tags,
        response: { 200: LegalPageSchema },
        summary: "A page's newest version, or `version`; `text` has the shop's data filled in",
        params: LegalPageParamsSchema,
        querystring: LegalPageQuerySchema,
      },
    },
    (request) => pages.read(request.params.slug, request.query.version),
  );

  app.get(
    `${base}/:slug/versions`,
    {
      schema: {
        tags,
        response: { 200: z.array(LegalPageVersionSchema) },
        summary: "A page's versions (admins)",
        params: LegalPageParamsSchema,
      },
      preValidation: adminOnly,
    },
    (request) => pages.versions(request.params.slug),
  );

  app.put(
    `${base}/:slug`,
    {
      schema: {
        tags,
        response: { 200: LegalPageSchema },
        summary: 'Store an edit as the next version (admins)',
        params: LegalPageParamsSchema,
        body: LegalPageEditSchema,
      },
      config,
      preValidation: adminOnly,
    },
    async (request, reply) => {
      const page = await pages.edit(request.params.slug, request.body, adminOf(request).login);
      reply.alert('updated', 'legalPage', page.version);
      return page;
    },
  );
};
