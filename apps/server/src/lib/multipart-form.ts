import type { FastifyRequest } from 'fastify';
import { Problem } from './problem.ts';

/** A multipart body read whole: its text fields, and the one file the route takes. */
export interface MultipartForm {
  fields: Map<string, string>;
  file?: Buffer;
}

const malformed = (): Problem =>
  new Problem({
    status: 400,
    title: 'Malformed multipart body',
    message: 'error.http.400',
    type: 'about:blank',
    body: {
      detail:
        'Telo požiadavky nie je platný multipart/form-data: chýba mu hranica (boundary) alebo je poškodené.',
    },
  });

/** Errors of the multipart parser that say a part, a field or the file went over its limit. */
const isOverLimit = (error: unknown): boolean =>
  (error as { statusCode?: number } | null)?.statusCode === 413;

/**
 * Reads the whole multipart body of `request`: its fields as text, the file `fileField` as
 * bytes, and any other file skipped, so that every refusal after it leaves nothing unread.
 * A body the parser cannot read (no boundary, a broken part) is a 400, a part over its limit
 * the route's `tooLarge` problem; never a 500.
 */
export const readMultipartForm = async (
  request: FastifyRequest,
  fileField: string,
  tooLarge: () => Problem,
): Promise<MultipartForm> => {
  const form: MultipartForm = { fields: new Map() };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        form.fields.set(part.fieldname, String(part.value));
      } else if (part.fieldname === fileField && !form.file) {
        form.file = await part.toBuffer();
      } else {
        part.file.resume();
      }
    }
  } catch (error) {
    if (error instanceof Problem) throw error;
    throw isOverLimit(error) ? tooLarge() : malformed();
  }
  return form;
};
