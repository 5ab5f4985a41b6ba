import { afterAll, expect } from 'vitest';
import { takeBreaches } from '../../src/lib/answer-contract.ts';

/**
 * Every server test file also checks the answers it provoked against their documented schemas:
 * no field dropped for want of a name, no value refused, no refusal of an undocumented status.
 * A schema that falls behind its service fails here, not in a client missing a field.
 */
afterAll(() => {
  expect(
    takeBreaches(),
    'answers that break their documented schema (lib/answer-contract.ts)',
  ).toEqual([]);
});
