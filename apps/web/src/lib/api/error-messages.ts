import type { ApiError } from './api-error';
import { ERROR_HEADER, paramsOf } from './app-headers';
import type { Labels } from './labels';

export type Translate = (key: string | string[], options?: Record<string, unknown>) => string;

/** Bean-validation bounds the JHipster client reports as one 'Size' message. */
const SIZE_CONSTRAINTS = new Set(['Min', 'Max', 'DecimalMin', 'DecimalMax']);

/** A server message is usually an i18n key (`error.http.403`); a plain text is shown as it is. */
const translated = (t: Translate, message: string): string => t(message, { defaultValue: message });

const fieldErrorMessage = (
  t: Translate,
  labels: Labels,
  fieldError: { objectName: string; field: string; message: string },
): string => {
  const constraint = SIZE_CONSTRAINTS.has(fieldError.message) ? 'Size' : fieldError.message;
  const field = fieldError.field.replace(/\[\d*\]/g, '[]');
  const fieldName =
    labels.field(fieldError.objectName, field) ??
    t(`fotoobrazApp.${fieldError.objectName}.${field}`, { defaultValue: field });
  // A field may say a code in its own words (a basket line's `Size` is a full basket).
  const ownWords = `error.${fieldError.objectName}.${field.replaceAll('[]', '')}.${constraint}`;
  return t([ownWords, `error.${constraint}`], {
    fieldName,
    defaultValue: t('error.field', { fieldName }),
  });
};

/** A short plain-text body is a message; an HTML error page of a proxy is not. */
const plainText = (data: unknown): string | undefined =>
  typeof data === 'string' && data.length <= 200 && !data.trimStart().startsWith('<')
    ? data
    : undefined;

/**
 * The toasts for a failed request, per the customer spec §8. Empty for 401: an expired session
 * is explained by the sign-in dialog (login.error.unauthorized), and the session probe on
 * /api/account is silent.
 *
 * Example: a 400 with `X-fotoobrazApp-error: error.idexists` and `X-fotoobrazApp-params: frame`
 * gives ['Nový záznam „Rám“ nemôže mať ID.'].
 */
export const errorMessages = (error: ApiError, t: Translate, labels: Labels): string[] => {
  if (error.timedOut) return [t('error.timeout')];
  if (error.status === 0) return [t('error.server.not.reachable')];
  if (error.status === 401) return [];
  const problem = error.problem;
  if (error.status === 400) {
    const appError = error.headers.get(ERROR_HEADER);
    if (appError) {
      const entityKey = paramsOf(error.headers);
      const entityName = labels.entity(entityKey) ?? entityKey;
      return [t(appError, { entityName, defaultValue: appError })];
    }
    if (problem?.fieldErrors?.length) {
      // Lines of a basket refused for one reason say it once.
      return [...new Set(problem.fieldErrors.map((fe) => fieldErrorMessage(t, labels, fe)))];
    }
  }
  if (error.status === 404) return [t('error.url.not.found')];
  if (problem?.message) return [translated(t, problem.message)];
  return [plainText(error.data) ?? t('error.unknown')];
};
