import { ALERT_HEADER, paramsOf } from './app-headers';
import type { Translate } from './error-messages';
import type { Labels } from './labels';

const ENTITY_ALERT = /^fotoobrazApp\.(\w+)\.(created|updated|deleted)$/;

/** Whether a response carries a success alert (most do not: no need to load labels then). */
export const hasAlert = (headers: Headers): boolean => headers.has(ALERT_HEADER);

/**
 * The success toast of a response's `X-fotoobrazApp-alert` header, or undefined without one.
 * Entity alerts share three texts filled with the entity's Slovak name, unless sk.json has a
 * text for the exact key.
 *
 * Example: `fotoobrazApp.frame.created` with params `7` gives 'Záznam „Rám“ s ID 7 bol vytvorený.'
 */
export const alertMessage = (
  headers: Headers,
  t: Translate,
  labels: Labels,
): string | undefined => {
  const key = headers.get(ALERT_HEADER);
  if (!key) return undefined;
  const param = paramsOf(headers);
  const entityAlert = ENTITY_ALERT.exec(key);
  const fallback = entityAlert
    ? t(`alert.${entityAlert[2]}`, {
        entity: labels.entity(entityAlert[1]) ?? entityAlert[1],
        param,
      })
    : key;
  return t(key, { param, defaultValue: fallback });
};
