import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FIELD_ERROR_CODES } from './constraints.ts';

const messageOf = (schema: z.ZodType, input: unknown): string => {
  const result = schema.safeParse(input);
  return result.success ? 'ok' : result.error.issues[0].message;
};

// Schemas that name no code of their own: what zod finds wrong is still a code of the catalogue.
describe('a zod issue without a message of its schema: a catalogue code', () => {
  it.each([
    ['a missing value', 'NotNull', z.object({ a: z.string() }), {}],
    ['null', 'NotNull', z.string(), null],
    ['a number where a text belongs', 'TypeMismatch', z.string(), 5],
    ['a text where a number belongs', 'TypeMismatch', z.number(), 'five'],
    ['not a finite number', 'TypeMismatch', z.number(), Number.NaN],
    ['a fraction where a whole number belongs', 'TypeMismatch', z.number().int(), 1.5],
    ['a fraction for z.int()', 'TypeMismatch', z.int(), 1.5],
    ['a list where an object belongs', 'TypeMismatch', z.object({}), []],
    ['an object where a list belongs', 'TypeMismatch', z.array(z.string()), {}],
    ['a text too short', 'Size', z.string().min(2), 'a'],
    ['a text too long', 'Size', z.string().max(3), 'abcd'],
    ['a text of the wrong length', 'Size', z.string().length(3), 'ab'],
    ['a list too short', 'Size', z.array(z.string()).min(1), []],
    ['a list too long', 'Size', z.array(z.string()).max(1), ['a', 'b']],
    ['a number below its minimum', 'Min', z.number().min(1), 0],
    ['a number not positive', 'Min', z.number().positive(), 0],
    ['a number above its maximum', 'Max', z.number().max(5), 6],
    ['a whole number beyond', 'Max', z.int().max(5), 6],
    ['a date too early', 'Min', z.date().min(new Date(2026, 0, 1)), new Date(2025, 0, 1)],
    ['a text off its pattern', 'Pattern', z.string().regex(/^\d+$/), 'x'],
    ['a text not starting right', 'Pattern', z.string().startsWith('SK'), 'CZ1'],
    ['an address that is no e-mail', 'Email', z.email(), 'jana'],
    ['a URL that is none', 'Pattern', z.url(), 'jana'],
    ['a number off its step', 'Pattern', z.number().multipleOf(5), 3],
    ['a value outside the enum', 'TypeMismatch', z.enum(['A', 'B']), 'C'],
    ['no value for an enum', 'NotNull', z.enum(['A', 'B']), undefined],
    ['another literal', 'TypeMismatch', z.literal('A'), 'B'],
    ['a value of no union member', 'TypeMismatch', z.union([z.string(), z.number()]), true],
    ['no value for a union', 'NotNull', z.union([z.string(), z.number()]), null],
    ['a key a strict object does not know', 'Pattern', z.strictObject({}), { a: 1 }],
    [
      'a key off the pattern of a record',
      'Pattern',
      z.record(z.string().regex(/^a$/), z.number()),
      { b: 1 },
    ],
    [
      'a key a record does not list',
      'Pattern',
      z.partialRecord(z.enum(['a']), z.number()),
      { b: 1 },
    ],
    ['a set member of the wrong type', 'TypeMismatch', z.set(z.string()), new Set([1])],
    [
      'a map value of the wrong type',
      'TypeMismatch',
      z.map(z.string(), z.number()),
      new Map([['a', 'x']]),
    ],
    ['a refinement that fails', 'Pattern', z.string().refine(() => false), 'x'],
  ])('%s -> %s', (_what, code, schema, input) => {
    expect(messageOf(schema, input)).toBe(code);
  });

  it.each([
    ['a code on the schema', 'NotNull', z.string({ error: 'NotNull' }), 5],
    ['a code on a check', 'NotFound', z.string().max(1, { error: 'NotFound' }), 'ab'],
    [
      'a code on a refinement',
      'Mismatch',
      z.string().refine(() => false, { error: 'Mismatch' }),
      'x',
    ],
    [
      'a code of an issue added by hand',
      'Duplicate',
      z.string().superRefine((_s, ctx) => ctx.addIssue({ code: 'custom', message: 'Duplicate' })),
      'x',
    ],
    [
      'a code chosen by a function',
      'NotNull',
      z.number({ error: (issue) => (issue.input === '' ? 'NotNull' : undefined) }),
      '',
    ],
    [
      'a function that names none',
      'TypeMismatch',
      z.number({ error: (issue) => (issue.input === '' ? 'NotNull' : undefined) }),
      'x',
    ],
  ])('%s (%s) passes unchanged', (_what, code, schema, input) => {
    expect(messageOf(schema, input)).toBe(code);
  });

  it('every code is one the catalogue lists', () => {
    const wrong = [z.string(), z.number().min(1), z.email(), z.strictObject({})].flatMap((schema) =>
      [5, 0, 'x', { a: 1 }].map((input) => messageOf(schema, input)),
    );
    for (const message of wrong.filter((m) => m !== 'ok')) {
      expect(FIELD_ERROR_CODES).toContain(message);
    }
  });
});
