import { c, type AddedColumns, migrationStep } from '../table-builder.ts';

const CRAFTED_PRODUCT_COLUMNS: AddedColumns = {
  express_production: c.boolean(),
  production_days: c.integer(),
};

/**
 * A crafted product says whether the customer chose express production, and keeps the
 * production days its parts took when it was last priced, so that reading it again tells its
 * dispatch day without reading its parts. Pieces made before have neither: no express, and their
 * production days are worked out again when they are next priced (their day counts one day until
 * then).
 */
export const up = migrationStep((schema) =>
  schema.addColumns('crafted_product', CRAFTED_PRODUCT_COLUMNS),
);

export const down = migrationStep((schema) =>
  schema.dropColumns('crafted_product', CRAFTED_PRODUCT_COLUMNS),
);
