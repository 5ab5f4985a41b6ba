/** Response headers of the JHipster contract (DESIGN.md §2). */
export const ALERT_HEADER = 'X-fotoobrazApp-alert';
export const ERROR_HEADER = 'X-fotoobrazApp-error';
export const PARAMS_HEADER = 'X-fotoobrazApp-params';

/** The params header is URL-encoded by JHipster servers; ours sends plain ids and names. */
export const paramsOf = (headers: Headers): string => {
  const raw = headers.get(PARAMS_HEADER) ?? '';
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
};
