/**
 * The same signed link with the first character of its signature changed to another hex digit.
 * Always a different one: a bend to a fixed digit would leave a signature that starts with it
 * intact, and the test that checks refusal would then fail one run in sixteen.
 */
export const bentSignature = (link: string): string =>
  link.replace(/signature=([0-9a-f])/, (_m, c: string) => `signature=${c === '0' ? '1' : '0'}`);
