import { ESLint } from 'eslint';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { READS_THE_TIME } from '../eslint.config.js';

/**
 * The server reads the time only from its injected clock: ESLint refuses a
 * `new Date()` in its code, and this file refuses one in its comments and examples too, which
 * ESLint does not see. Both allow the places READS_THE_TIME names, and only those.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SERVER = 'apps/server/src';
const READING_THE_TIME = /new\s+Date\s*\(\s*\)/;

/** Whether `file` is in `place`: a file named, or one under a folder ending in `/**`. */
const inPlace = (place: string, file: string): boolean =>
  place.endsWith('/**') ? file.startsWith(place.slice(0, -2)) : file === place;

const allowed = (file: string): boolean => READS_THE_TIME.some((place) => inPlace(place, file));

/** Every .ts file of the server, from the repository's root. */
const serverFiles = (): string[] =>
  readdirSync(path.join(ROOT, SERVER), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.ts'))
    .map((name) => `${SERVER}/${name.split(path.sep).join('/')}`);

/** `file:line` of each line of `files` that reads the time. */
const timeReadings = (files: readonly string[]): string[] =>
  files.flatMap((file) =>
    readFileSync(path.join(ROOT, file), 'utf8')
      .split('\n')
      .flatMap((line, index) => (READING_THE_TIME.test(line) ? [`${file}:${index + 1}`] : [])),
  );

describe('the server reads the time only from its clock', () => {
  it('has no `new Date()` outside the allowed places, in code, comments or examples', () => {
    expect(timeReadings(serverFiles().filter((file) => !allowed(file)))).toEqual([]);
  });

  it('names no place that no longer reads the time: a stale exception goes', () => {
    const files = serverFiles();
    const idle = READS_THE_TIME.filter(
      (place) => timeReadings(files.filter((file) => inPlace(place, file))).length === 0,
    );
    expect(idle).toEqual([]);
  });
});

const eslint = new ESLint({ cwd: ROOT });

const clockMessages = async (filePath: string, expression: string) => {
  const [result] = await eslint.lintText(`export const at = ${expression};\n`, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-syntax');
};

describe('the lint rule of the clock', () => {
  it.each([
    `${SERVER}/services/order.service.ts`,
    `${SERVER}/areas/orders/repositories/order-history.repository.ts`,
    `${SERVER}/db/seed/catalogue.seed.ts`,
    `${SERVER}/app.ts`,
  ])('refuses `new Date()` in %s', async (file) => {
    const [message, ...more] = await clockMessages(file, 'new Date()');
    expect(more).toEqual([]);
    expect(message?.message).toMatch(/injected clock.*lib\/clock\.ts/);
  });

  it.each(['new Date(0)', 'new Date(row.createdDate)', "new Date('2031-03-05T09:00:00Z')"])(
    'allows the conversion %s',
    async (expression) => {
      expect(await clockMessages(`${SERVER}/services/order.service.ts`, expression)).toEqual([]);
    },
  );

  it.each([
    `${SERVER}/lib/clock.ts`,
    `${SERVER}/db/migrations/20261124-0011-price-history.ts`,
    `${SERVER}/db/backup.ts`,
  ])('allows `new Date()` in %s', async (file) => {
    expect(await clockMessages(file, 'new Date()')).toEqual([]);
  });
});
