import { formatDecimalSk, NBSP } from '../money/money.ts';
import type { SizeCm } from '../sizes/sizes.ts';

/**
 * A size for people, whole centimetres without decimals and at most two otherwise, a no-break
 * space before the unit.
 * @example sizeText({ widthCm: 45.5, heightCm: 30.33 }) // -> '45,5 × 30,33 cm' (U+00A0 before 'cm')
 */
export const sizeText = ({ widthCm, heightCm }: SizeCm): string =>
  `${formatDecimalSk(widthCm, 0, 2)} × ${formatDecimalSk(heightCm, 0, 2)}${NBSP}cm`;
