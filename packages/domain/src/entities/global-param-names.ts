/**
 * Names of the global params the shop reads, in one place. Customers may read only `WEB_*` (the
 * wizard's default picks) and `SHOP_*` (the supplier block of the pro-forma invoice); the rest
 * are internal settings of pricing and print quality.
 *
 * Values are text, as the entity stores them: ids as decimal digits, amounts in EUR with a dot
 * (`3.00`), percentages as whole numbers, flags as `true` / `false`.
 */
export const GLOBAL_PARAM = {
  webDefaultProductEnum: 'WEB_DEFAULT_PRODUCT_ENUM',
  webDefaultPaper: 'WEB_DEFAULT_PAPIER',
  webDefaultCanvas: 'WEB_DEFAULT_PLATNO',
  webDefaultBoard: 'WEB_DEFAULT_DOSKA',
  webDefaultMat: 'WEB_DEFAULT_PASPARTA',
  webDefaultLamination: 'WEB_DEFAULT_LAMINACIA',
  webDefaultGlass: 'WEB_DEFAULT_SKLO',
  webDefaultCanvasFrame: 'WEB_DEFAULT_RAM_PRE_PLATNO',
  webDefaultPaperFrame: 'WEB_DEFAULT_RAM_PRE_PAPIER',
  minMegapixels: 'MIN_MEGAPIXELS',
  minPrice: 'MIN_PRICE',
  promotionPercent: 'PROMOTION_PERCENT',
  postageS: 'POSTAGE_S',
  postageM: 'POSTAGE_M',
  postageL: 'POSTAGE_L',
  postageXL: 'POSTAGE_XL',
  postagePoint: 'POSTAGE_POINT',
  postageZbox: 'POSTAGE_ZBOX',
  parcelPointMaxKg: 'PARCEL_POINT_MAX_KG',
  parcelPointMaxLengthCm: 'PARCEL_POINT_MAX_LENGTH_CM',
  parcelPointMaxSumCm: 'PARCEL_POINT_MAX_SUM_CM',
  parcelZboxMaxKg: 'PARCEL_ZBOX_MAX_KG',
  parcelZboxBoxCm: 'PARCEL_ZBOX_BOX_CM',
  parcelZboxGlass: 'PARCEL_ZBOX_GLASS',
  parcelCourierMaxKg: 'PARCEL_COURIER_MAX_KG',
  parcelCourierMaxLengthCm: 'PARCEL_COURIER_MAX_LENGTH_CM',
  parcelCourierMaxSumCm: 'PARCEL_COURIER_MAX_SUM_CM',
  paymentDueDays: 'PAYMENT_DUE_DAYS',
  shopName: 'SHOP_NAME',
  shopStreet: 'SHOP_STREET',
  shopCity: 'SHOP_CITY',
  shopPostcode: 'SHOP_POSTCODE',
  shopCountry: 'SHOP_COUNTRY',
  shopIco: 'SHOP_ICO',
  shopDic: 'SHOP_DIC',
  shopIcDph: 'SHOP_IC_DPH',
  shopRegister: 'SHOP_REGISTER',
  shopIban: 'SHOP_IBAN',
  shopBank: 'SHOP_BANK',
  shopEmail: 'SHOP_EMAIL',
  shopPhone: 'SHOP_PHONE',
  shopVatPayer: 'SHOP_VAT_PAYER',
  shopVatPercent: 'SHOP_VAT_PERCENT',
  shopRetentionDays: 'SHOP_RETENTION_DAYS',
  dispatchCutoffHour: 'DISPATCH_CUTOFF_HOUR',
  dispatchRestockDays: 'DISPATCH_RESTOCK_DAYS',
  expressPrice: 'EXPRESS_PRICE',
  expressDaysSaved: 'EXPRESS_DAYS_SAVED',
} as const;

export type GlobalParamName = (typeof GLOBAL_PARAM)[keyof typeof GLOBAL_PARAM];
