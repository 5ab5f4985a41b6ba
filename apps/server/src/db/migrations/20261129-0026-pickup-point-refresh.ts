import { c, migrationStep } from '../table-builder.ts';

/**
 * How the refreshes of Packeta's pick-up points went, one row per feed: the last success (with
 * the points it brought) and the last failure with its reason, for health and for the dev
 * fixture (loaded only while no refresh ever succeeded).
 */
export const up = migrationStep(async (schema) => {
  await schema.createTable('pickup_point_refresh', {
    feed: { ...c.string(40, true), unique: true },
    last_success_at: c.instant(),
    last_success_count: c.integer(),
    last_failure_at: c.instant(),
    last_failure_reason: c.string(500),
  });
});

export const down = migrationStep(async (schema) => {
  await schema.dropTables(['pickup_point_refresh']);
});
