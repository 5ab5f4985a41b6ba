/**
 * The codes of a closed set, in order, read off its labels: each code is written once, with its
 * label, so no code can lack a label and no list of codes can fall out of step with the labels.
 * @example codesOf({ A: 'Áno', N: 'Nie' }) // -> ['A', 'N']
 */
export const codesOf = <const K extends string>(labels: Readonly<Record<K, string>>) =>
  Object.keys(labels) as unknown as readonly [K, ...K[]];
