import { GLOBAL_PARAM } from '../entities/global-param-names.ts';
import type { DeliveryLimits, DeliveryRates, ParcelLimit } from './delivery-options.ts';

/**
 * The defaults of the delivery params, used while a param is missing or unreadable. The carrier's
 * limits are Packeta's for Slovakia as far as they could be confirmed, else the stricter figure
 * (docs/decisions.md, 'Delivery: Packeta's limits').
 */
export const DELIVERY_PARAM_DEFAULTS = {
  [GLOBAL_PARAM.postageS]: '4.90',
  [GLOBAL_PARAM.postageM]: '6.90',
  [GLOBAL_PARAM.postageL]: '9.90',
  [GLOBAL_PARAM.postageXL]: '19.90',
  [GLOBAL_PARAM.postagePoint]: '3.90',
  [GLOBAL_PARAM.postageZbox]: '3.50',
  [GLOBAL_PARAM.parcelPointMaxKg]: '15',
  [GLOBAL_PARAM.parcelPointMaxLengthCm]: '70',
  [GLOBAL_PARAM.parcelPointMaxSumCm]: '150',
  [GLOBAL_PARAM.parcelZboxMaxKg]: '10',
  [GLOBAL_PARAM.parcelZboxBoxCm]: '60x45x35',
  [GLOBAL_PARAM.parcelZboxGlass]: 'false',
  [GLOBAL_PARAM.parcelCourierMaxKg]: '30',
  [GLOBAL_PARAM.parcelCourierMaxLengthCm]: '150',
  [GLOBAL_PARAM.parcelCourierMaxSumCm]: '300',
} as const;

type DeliveryParam = keyof typeof DELIVERY_PARAM_DEFAULTS;

/** The names of the params the delivery rule reads. */
export const DELIVERY_PARAMS = Object.keys(DELIVERY_PARAM_DEFAULTS) as DeliveryParam[];

/** The delivery rule's settings: what each way takes and what it costs. */
export interface DeliverySettings {
  limits: DeliveryLimits;
  rates: DeliveryRates;
}

const positive = (text: string | null | undefined): number | null => {
  const n = Number(String(text ?? '').replace(',', '.'));
  return text != null && text.trim() !== '' && Number.isFinite(n) && n > 0 ? n : null;
};

/**
 * The delivery settings from the params' values (`read(name)`), each missing or unreadable one
 * at its default; amounts in EUR become cents, kilograms grams.
 * @example deliverySettingsOf(() => null).limits.point // -> { maxWeightGrams: 15000, maxLengthCm: 70, maxSumCm: 150, boxCm: null }
 */
export const deliverySettingsOf = (
  read: (name: DeliveryParam) => string | null | undefined,
): DeliverySettings => {
  const value = (name: DeliveryParam): number =>
    positive(read(name)) ?? Number(DELIVERY_PARAM_DEFAULTS[name]);
  const euros = (name: DeliveryParam) => {
    const text = read(name);
    const n = Number(String(text ?? '').replace(',', '.'));
    const ok = text != null && text.trim() !== '' && Number.isFinite(n) && n >= 0;
    return Math.round((ok ? n : Number(DELIVERY_PARAM_DEFAULTS[name])) * 100);
  };
  const grams = (name: DeliveryParam) => Math.round(value(name) * 1000);
  const box = (): [number, number, number] => {
    const sides = (read(GLOBAL_PARAM.parcelZboxBoxCm) ?? '').split(/[x×*]/i).map(positive);
    const fallback = DELIVERY_PARAM_DEFAULTS[GLOBAL_PARAM.parcelZboxBoxCm].split('x').map(Number);
    return sides.length === 3 && sides.every((s) => s !== null)
      ? (sides as [number, number, number])
      : (fallback as [number, number, number]);
  };
  const sized = (kg: DeliveryParam, length: DeliveryParam, sum: DeliveryParam): ParcelLimit => ({
    maxWeightGrams: grams(kg),
    maxLengthCm: value(length),
    maxSumCm: value(sum),
    boxCm: null,
  });
  return {
    limits: {
      point: sized(
        GLOBAL_PARAM.parcelPointMaxKg,
        GLOBAL_PARAM.parcelPointMaxLengthCm,
        GLOBAL_PARAM.parcelPointMaxSumCm,
      ),
      zbox: {
        maxWeightGrams: grams(GLOBAL_PARAM.parcelZboxMaxKg),
        maxLengthCm: null,
        maxSumCm: null,
        boxCm: box(),
        glass: read(GLOBAL_PARAM.parcelZboxGlass) === 'true',
      },
      courier: sized(
        GLOBAL_PARAM.parcelCourierMaxKg,
        GLOBAL_PARAM.parcelCourierMaxLengthCm,
        GLOBAL_PARAM.parcelCourierMaxSumCm,
      ),
    },
    rates: {
      pointCents: euros(GLOBAL_PARAM.postagePoint),
      zboxCents: euros(GLOBAL_PARAM.postageZbox),
      courier: {
        S: euros(GLOBAL_PARAM.postageS),
        M: euros(GLOBAL_PARAM.postageM),
        L: euros(GLOBAL_PARAM.postageL),
        XL: euros(GLOBAL_PARAM.postageXL),
      },
    },
  };
};
