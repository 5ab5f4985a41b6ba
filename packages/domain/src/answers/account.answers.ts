import { z } from 'zod';
import { UserSchema } from '../entities/user.ts';
import { LEGAL_PAGES } from '../legal/legal-pages.ts';

/**
 * A user as the API shows it, never with the password hash. The output repeats no input limit,
 * so a login stored before a rule tightened is still answered.
 */
export const UserAnswerSchema = UserSchema.extend({ login: z.string() });
export type UserAnswer = z.output<typeof UserAnswerSchema>;

/** The token a sign-in answers (JHipster's `JWTToken`). */
export const JwtTokenSchema = z.object({ id_token: z.string() });

/** A legal page's stored version, as the list of versions names it. */
export const LegalPageVersionSchema = z.object({
  slug: z.enum(LEGAL_PAGES),
  version: z.number(),
  title: z.string(),
  createdBy: z.string(),
  createdDate: z.string(),
});
export type LegalPageVersionAnswer = z.output<typeof LegalPageVersionSchema>;

/** A legal page as shown: its stored text (`body`) and the text with the shop's data (`text`). */
export const LegalPageSchema = LegalPageVersionSchema.extend({
  body: z.string().describe('As the owner wrote it, with its placeholders'),
  text: z.string().describe("With the shop's data filled in"),
});
export type LegalPageAnswer = z.output<typeof LegalPageSchema>;
