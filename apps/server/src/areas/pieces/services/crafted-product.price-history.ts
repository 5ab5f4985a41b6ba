import {
  GLOBAL_PARAM,
  parseDecimalText,
  type PriceHistory,
  type PricedValue,
  type ValueInterval,
} from '@fotoobraz/domain';
import { paramSeries, type PriceSeriesKey, type RecordedValue } from '../../catalogue/index.ts';
import type { Configuration } from './crafted-product.configuration.ts';
import type { SourceExtents } from './source-image.service.ts';

/**
 * A pricing setting (MIN_PRICE, PROMOTION_PERCENT) as a number: anything but a positive number
 * means none (0).
 * @example settingNumber('3.00') // -> 3; settingNumber('') -> 0; settingNumber('-5') -> 0
 */
export const settingNumber = (text: string | null | undefined): number => {
  const value = Number(text ?? 0);
  return Number.isFinite(value) && value > 0 ? value : 0;
};

/** Each recorded value as pricing reads the field today (configure, checkChoices, settings). */
const NUMBER_OF: Record<PricedValue, (text: string | null) => number> = {
  manufacturePerM2: (t) => Number(t),
  printMediaPerM2: (t) => Number(t),
  glassPerM2: (t) => Number(t),
  paspartaPerM2: (t) => Number(t),
  framePerMetre: (t) => parseDecimalText(t) ?? 0,
  frameThicknessMm: (t) => Number(t ?? 0),
  mirrorAddonSquare: (t) => Number(t ?? 0),
  minimumPrice: settingNumber,
  promotionPercent: (t) => Math.min(100, settingNumber(t)),
};

type Series = Partial<Record<PricedValue, PriceSeriesKey>>;

const seriesKey = (subject: string, id: number | null | undefined, field: string) =>
  id == null ? undefined : { subject, key: String(id), field };

/** The recorded series each value of a configuration's price input comes from. */
export const seriesOf = (configuration: Configuration<SourceExtents>): Series => {
  const {
    priceInput: input,
    product,
    productConfig,
    printMedia,
    glass,
    pasparta,
    frame,
  } = configuration;
  return {
    manufacturePerM2: seriesKey('product', product.id, 'priceManufactPerSquare'),
    mirrorAddonSquare: seriesKey('productConfig', productConfig?.id, 'mirrorAddonSquare'),
    printMediaPerM2: input.printMedia
      ? seriesKey('printMedia', printMedia?.id, 'pricePerSqare')
      : undefined,
    glassPerM2: input.glass ? seriesKey('glass', glass?.id, 'pricePerSqare') : undefined,
    paspartaPerM2: input.pasparta
      ? seriesKey('pasparta', pasparta?.id, 'pricePerSqare')
      : undefined,
    framePerMetre: seriesKey('frame', frame?.id, 'price'),
    frameThicknessMm: seriesKey('frameProfile', frame?.frameProfile?.id, 'thickness'),
    minimumPrice: paramSeries(GLOBAL_PARAM.minPrice),
    promotionPercent: paramSeries(GLOBAL_PARAM.promotionPercent),
  };
};

const idOf = ({ subject, key, field }: PriceSeriesKey) => `${subject}/${key}/${field}`;

/**
 * The price history of a configuration from the recorded values of its series (and maybe of
 * others). A series with nothing recorded is left out: the domain takes it as unchanged.
 */
export const priceHistoryOf = (
  series: Series,
  recorded: readonly RecordedValue[],
): PriceHistory => {
  const byId = new Map<string, RecordedValue[]>();
  for (const value of recorded) byId.set(idOf(value), [...(byId.get(idOf(value)) ?? []), value]);
  const history: PriceHistory = {};
  for (const [name, key] of Object.entries(series) as [PricedValue, PriceSeriesKey | undefined][]) {
    const values = key && byId.get(idOf(key));
    if (!values?.length) continue;
    history[name] = values.map((v): ValueInterval => ({
      from: v.validFrom.getTime(),
      to: v.validTo?.getTime() ?? null,
      value: NUMBER_OF[name](v.value),
    }));
  }
  return history;
};
