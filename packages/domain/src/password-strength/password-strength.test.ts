import { describe, expect, it } from 'vitest';
import {
  passwordStrength,
  passwordStrengthLevelOf,
  passwordStrengthScore,
} from './password-strength.ts';

describe('passwordStrengthScore', () => {
  it.each([
    ['', 0, 'empty: no characters, no class'],
    ['a', 10, 'one class capped at 10'],
    ['abcdef', 10, '6 characters: length cap'],
    ['Ab1!', 10, '4 classes but only 4 characters'],
    ['Ab1!xy', 10, '6 characters with 4 classes: still capped at 10'],
    ['abcdefgh', 10, '8 lower-case: one class'],
    ['abcdefghijklmnop', 10, '16 lower-case: one class'],
    ['12345678901', 10, 'digits only'],
    ['abcdefg1', 20, '2 classes: 16 + 20 = 36 capped at 20'],
    ['ABCDEFGh', 20, 'upper and lower are two classes'],
    ['abcdefG1', 40, '3 classes: 16 + 30 = 46 capped at 40'],
    ['abcdeG1!', 56, '4 classes: 16 + 40, no cap'],
    ['abcdefG1!', 58, '9 characters: no length bonus'],
    ['abcdefgH1!', 61, '10 characters: 20 + 1 + 40'],
    ['Ab1!xyz', 54, '7 characters: 14 + 40'],
    ['abc def g', 20, 'space is a symbol: 2 classes'],
    ['heslo#@\\x', 20, "'#', '@' and '\\' are symbols"],
    ['šťastný1', 20, 'Slovak lower-case letters'],
    ['ŠťastnýŽ', 20, 'Slovak upper- and lower-case letters'],
    ['ľúbiť€€€1A', 61, '€ is a symbol; 10 characters'],
    ['😀😀😀😀😀😀😀a', 20, 'emoji count as one character each and as symbols'],
  ])('%j -> %s (%s)', (password, score) => {
    expect(passwordStrengthScore(password)).toBe(score);
  });
});

describe('passwordStrengthLevelOf', () => {
  it.each([
    [0, 1, 'red', '#ff0000'],
    [10, 1, 'red', '#ff0000'],
    [11, 2, 'orange', '#ff9900'],
    [20, 2, 'orange', '#ff9900'],
    [21, 3, 'yellow', '#ffff00'],
    [30, 3, 'yellow', '#ffff00'],
    [31, 4, 'light green', '#99ff00'],
    [40, 4, 'light green', '#99ff00'],
    [41, 5, 'green', '#00ff00'],
    [101, 5, 'green', '#00ff00'],
  ])('score %s -> level %s %s', (score, level, colour, css) => {
    expect(passwordStrengthLevelOf(score)).toMatchObject({ level, colour, css });
  });
});

describe('passwordStrength', () => {
  it.each([
    ['user', 10, 1, 'red'],
    ['abcdefg1', 20, 2, 'orange'],
    ['abcdefG1', 40, 4, 'light green'],
    ['Tr0ub4dor&3', 63, 5, 'green'],
  ])('%j -> %s, level %s %s', (password, score, level, colour) => {
    expect(passwordStrength(password)).toMatchObject({ score, level, colour });
  });

  it("never shows level 3 (yellow): a property of the spec's caps, as in JHipster", () => {
    // Over 6 characters: two classes score >= 14 + 20, capped to 20; three classes >= 14 + 30,
    // capped to 40; four classes >= 14 + 40 = 54. Six or fewer are capped at 10.
    const alphabet = ['a', 'B', '7', '#'];
    for (let length = 0; length <= 14; length += 1) {
      for (let mask = 1; mask < 16; mask += 1) {
        const chars = alphabet.filter((_c, i) => mask & (1 << i));
        const password = Array.from({ length }, (_v, i) => chars[i % chars.length]).join('');
        expect(passwordStrength(password).level).not.toBe(3);
      }
    }
  });
});
