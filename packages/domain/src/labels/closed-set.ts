import { codesOf } from './codes-of.ts';

/**
 * A closed set of codes written once, each with its Slovak label: the labels, the codes in order,
 * the guard that tells a code of the set from any other value, and the label of a value (the value
 * itself when it is no code of the set, so an old or foreign code still shows).
 * @example const { codes, is, labelOf } = closedSet({ A: 'Áno', N: 'Nie' });
 *   codes // -> ['A', 'N']; is('A') // -> true; labelOf('X') // -> 'X'
 */
export const closedSet = <const K extends string>(labels: Readonly<Record<K, string>>) => {
  const codes = codesOf(labels);
  const is = (value: unknown): value is K =>
    typeof value === 'string' && (codes as readonly string[]).includes(value);
  const labelOf = (value: string): string => (is(value) ? labels[value] : value);
  return { labels, codes, is, labelOf };
};
