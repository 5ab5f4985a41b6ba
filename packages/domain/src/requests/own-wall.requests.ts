import { z } from 'zod';

const coordinate = z.number({ error: 'TypeMismatch' }).finite({ error: 'TypeMismatch' });

/**
 * The multipart field `sheet` of `POST /api/crafted-products/{id}/own-wall`: the A4 sheet's four
 * corners in the wall photo's upright pixels, clockwise from top-left.
 */
export const OwnWallSheetSchema = z.object({
  corners: z
    .array(z.tuple([coordinate, coordinate]), { error: 'TypeMismatch' })
    .length(4, { error: 'Size' }),
});

/** The multipart field `at`: the piece's centre in the same pixels. */
export const OwnWallAtSchema = z.object({ x: coordinate, y: coordinate });

/** The answer of `POST .../own-wall/sheet`: the photo's upright size and the sheet found on it. */
export const ProposedSheetSchema = z.object({
  width: z.number(),
  height: z.number(),
  corners: z
    .array(z.tuple([z.number(), z.number()]))
    .length(4)
    .nullable(),
});

export type OwnWallSheet = z.infer<typeof OwnWallSheetSchema>;
export type OwnWallAt = z.infer<typeof OwnWallAtSchema>;
export type ProposedSheet = z.infer<typeof ProposedSheetSchema>;
