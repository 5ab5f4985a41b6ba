/**
 * The password strength meter of customer spec §5, shown on registration, reset and password
 * change. Our reading, following the JHipster meter the spec describes:
 * - 'letter case, digit, symbol' are FOUR classes: lower-case letters, upper-case letters,
 *   digits, symbols. Lower and upper count separately as in JHipster; with a single letter class
 *   the 'three classes' cap of 40 would make the fifth level (above 40) unreachable.
 * - Letters are any Unicode letters by case (so 'š' is lower-case, 'Ž' upper-case), digits any
 *   decimal digits, a symbol any other character including space. (JHipster's ASCII symbol set
 *   misses '#', '@' and '\'; we count them.)
 * - Length counts characters (code points), not UTF-16 units.
 */

/** The five levels: upper score bound, colour name and its CSS colour (JHipster's palette). */
export const PASSWORD_STRENGTH_LEVELS = [
  { level: 1, maxScore: 10, colour: 'red', css: '#ff0000' },
  { level: 2, maxScore: 20, colour: 'orange', css: '#ff9900' },
  { level: 3, maxScore: 30, colour: 'yellow', css: '#ffff00' },
  { level: 4, maxScore: 40, colour: 'light green', css: '#99ff00' },
  { level: 5, maxScore: Infinity, colour: 'green', css: '#00ff00' },
] as const;

export type PasswordStrengthLevel = (typeof PASSWORD_STRENGTH_LEVELS)[number];

const CLASSES = [/\p{Ll}/u, /\p{Lu}/u, /\p{Nd}/u, /[^\p{L}\p{Nd}]/u];

/**
 * The meter's score: 2 per character, +1 from 10 characters, +10 per class present (lower-case,
 * upper-case, digit, symbol); capped at 10 for 6 characters or fewer or a single class, at 20 for
 * two classes, at 40 for three.
 * @example passwordStrengthScore('Heslo123') // -> 16 + 30 = 46, capped at 40 (three classes)
 */
export const passwordStrengthScore = (password: string): number => {
  const length = [...password].length;
  const classes = CLASSES.filter((pattern) => pattern.test(password)).length;
  const raw = 2 * length + (length >= 10 ? 1 : 0) + 10 * classes;
  const cap = length <= 6 || classes <= 1 ? 10 : classes === 2 ? 20 : classes === 3 ? 40 : Infinity;
  return Math.min(raw, cap);
};

/**
 * The level of a score: up to 10 red, up to 20 orange, up to 30 yellow, up to 40 light green,
 * above 40 green.
 * @example passwordStrengthLevelOf(40) // -> { level: 4, maxScore: 40, colour: 'light green', css: '#99ff00' }
 */
export const passwordStrengthLevelOf = (score: number): PasswordStrengthLevel =>
  PASSWORD_STRENGTH_LEVELS.find((l) => score <= l.maxScore) ?? PASSWORD_STRENGTH_LEVELS[4];

/**
 * Score and level of a password, for the meter.
 * @example passwordStrength('Tr0ub4dor&3') // -> { score: 63, level: 5, colour: 'green', css: '#00ff00' }
 */
export const passwordStrength = (
  password: string,
): { score: number; level: number; colour: string; css: string } => {
  const score = passwordStrengthScore(password);
  const { level, colour, css } = passwordStrengthLevelOf(score);
  return { score, level, colour, css };
};
