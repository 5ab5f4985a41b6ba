import { execFileSync } from 'node:child_process';

/** The text of a PDF as poppler's `pdftotext -layout` lays it out: columns kept on one line. */
export const layoutText = (pdf: Buffer | Uint8Array | ArrayBuffer): string =>
  execFileSync('pdftotext', ['-layout', '-', '-'], {
    input: Buffer.from(pdf as Uint8Array),
  }).toString();
