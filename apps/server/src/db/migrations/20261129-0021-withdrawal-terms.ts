import type { Kysely } from 'kysely';
import { WITHDRAWAL_TERMS } from '../seed/legal-pages.sk.ts';

/** The withdrawal section of the terms' first version (migration 0008), word for word. */
export const FIRST_WITHDRAWAL_TERMS = `## 5. Odstúpenie od zmluvy
Spotrebiteľ môže od zmluvy uzavretej na diaľku odstúpiť do 14 dní od prevzatia tovaru, ak zákon neustanovuje inak. Tovar vyrobený podľa osobitných požiadaviek spotrebiteľa, tovar vyrobený na mieru a tovar určený osobitne pre jedného spotrebiteľa je však z práva na odstúpenie od zmluvy vylúčený podľa § 7 ods. 6 písm. c) zákona č. 108/2024 Z. z. o ochrane spotrebiteľa. Fotoprodukty vyrobené z fotografie kupujúceho podľa ním zvolenej konfigurácie sú takým tovarom, a preto pri nich spotrebiteľ od zmluvy odstúpiť nemôže.

`;

type LegalPages = Kysely<{
  legal_page_version: {
    slug: string;
    version: number;
    title: string;
    body: string;
    created_by: string;
    created_date: string;
  };
}>;

/**
 * The terms' rule of withdrawal (own photos exempt, edition pieces 14 days from
 * receipt, companies none, the withdrawal page, the refund), as a new version of the terms: the
 * versions orders accepted stay as they were. Only where the newest version still has the first
 * version's withdrawal section word for word; a section the owner has rewritten is theirs to
 * change (a fresh database starts with the new section already, see legal-pages.sk.ts).
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  const pages = db as unknown as LegalPages;
  const newest = await pages
    .selectFrom('legal_page_version')
    .selectAll()
    .where('slug', '=', 'obchodne-podmienky')
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!newest?.body.includes(FIRST_WITHDRAWAL_TERMS)) return;
  await pages
    .insertInto('legal_page_version')
    .values({
      slug: newest.slug,
      version: Number(newest.version) + 1,
      title: newest.title,
      body: newest.body.replace(FIRST_WITHDRAWAL_TERMS, WITHDRAWAL_TERMS),
      created_by: 'system',
      created_date: new Date().toISOString(),
    })
    .execute();
};

/** A version, once shown, may have been accepted by an order: it is never taken back. */
export const down = async (): Promise<void> => {};
