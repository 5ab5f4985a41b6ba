import { withoutUnsafeCharacters } from '@fotoobraz/domain';
import type { XMLValidator } from 'fast-xml-parser';

const MARKUP: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/**
 * Text for an XML element or attribute: its markup characters escaped, and what XML 1.0 cannot
 * carry even escaped (controls but tab and line breaks, a lone surrogate, U+FFFE, U+FFFF), and
 * the bidirectional overrides, taken out: the shop's text rule refuses them on input, but a text
 * stored before it may hold them.
 * @example xmlText('Foto & <Ateliér>\uFFFE') // -> 'Foto &amp; &lt;Ateliér&gt;'
 */
export const xmlText = (value: string): string =>
  withoutUnsafeCharacters(value, true).replace(/[&<>"']/g, (c) => MARKUP[c]!);

/**
 * Why `xml` is not a well-formed XML 1.0 document (in Slovak), or null when it is: a character
 * outside XML's `Char` production (which fast-xml-parser's validator lets pass), else the
 * validator's first finding. A function of its arguments alone: the e-invoice check thread gets
 * it as source text, with the validator.
 * @example xmlProblem('<a>\uFFFE</a>', XMLValidator) // -> 'XML nie je správne utvorené: znak U+FFFE (pozícia 3) XML 1.0 nepripúšťa.'
 */
export function xmlProblem(xml: string, validator: typeof XMLValidator): string | null {
  const unfit = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u.exec(xml);
  if (unfit) {
    const code = unfit[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0');
    return `XML nie je správne utvorené: znak U+${code} (pozícia ${unfit.index}) XML 1.0 nepripúšťa.`;
  }
  const result = validator.validate(xml);
  if (result === true) return null;
  return `XML nie je správne utvorené: ${result.err.msg} (riadok ${result.err.line}).`;
}
