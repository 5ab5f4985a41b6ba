import {
  deliverySettingsOf,
  dispatchSettingsOf,
  GLOBAL_PARAM,
  type DeliverySettings,
  type LeadTimeFacts,
  type LeadTimeQuestion,
  type PostageClass,
  type ShopDispatchSettings,
  type ShopIdentity,
} from '@fotoobraz/domain';
import type { CatalogueRepository } from '../repositories/catalogue.repository.ts';
import type { InvoiceSupplier } from '../rendering/documents/invoice-layout.ts';

/** The shop's own data and order rules, as global params say (DESIGN.md §7). */
export interface ShopSettings {
  supplier: InvoiceSupplier;
  vatPayer: boolean;
  vatPercent: number;
  /** The courier's postage by parcel class (the withdrawal's refund reads it). */
  postageRates: Record<PostageClass, number>;
  /** What each way of delivery takes and costs. */
  delivery: DeliverySettings;
  paymentDueDays: number;
  /** The cut-off, restocking and express of the dispatch day. */
  dispatch: ShopDispatchSettings;
}

/** Reads the settings; a missing param falls back to a safe default rather than failing an order. */
export const readShopSettings = async (catalogue: CatalogueRepository): Promise<ShopSettings> =>
  shopSettingsOf(await catalogue.globalParams(Object.values(GLOBAL_PARAM)));

/**
 * The settings and the lead times of the parts an order is made of, in the one read of the
 * settings.
 */
export const readShopSettingsWithLeadTimes = async (
  catalogue: CatalogueRepository,
  question: LeadTimeQuestion,
): Promise<{ settings: ShopSettings; leadTimes: LeadTimeFacts }> => {
  const { params, leadTimes } = await catalogue.globalParamsWithLeadTimes(
    Object.values(GLOBAL_PARAM),
    question,
  );
  return { settings: shopSettingsOf(params), leadTimes };
};

const shopSettingsOf = (p: Map<string, string | null>): ShopSettings => {
  const text = (name: string) => p.get(name) ?? '';
  const optional = (name: string) => p.get(name) || undefined;
  const dueDays = Number(p.get(GLOBAL_PARAM.paymentDueDays));
  const delivery = deliverySettingsOf((name) => p.get(name));
  return {
    supplier: {
      name: text(GLOBAL_PARAM.shopName),
      street: text(GLOBAL_PARAM.shopStreet),
      city: text(GLOBAL_PARAM.shopCity),
      postcode: text(GLOBAL_PARAM.shopPostcode),
      country: text(GLOBAL_PARAM.shopCountry),
      ico: text(GLOBAL_PARAM.shopIco),
      dic: text(GLOBAL_PARAM.shopDic),
      icDph: optional(GLOBAL_PARAM.shopIcDph),
      register: optional(GLOBAL_PARAM.shopRegister),
      iban: text(GLOBAL_PARAM.shopIban),
      bank: optional(GLOBAL_PARAM.shopBank),
      email: optional(GLOBAL_PARAM.shopEmail),
      phone: optional(GLOBAL_PARAM.shopPhone),
    },
    vatPayer: p.get(GLOBAL_PARAM.shopVatPayer) !== 'false',
    vatPercent: Number(p.get(GLOBAL_PARAM.shopVatPercent) ?? 23) || 23,
    postageRates: delivery.rates.courier,
    delivery,
    paymentDueDays: Number.isInteger(dueDays) && dueDays > 0 ? dueDays : 7,
    dispatch: dispatchSettingsOf(Object.fromEntries(p)),
  };
};

/** What anyone may read of the shop: the manufacturer every offer names (GPSR Art. 19(a)). */
const identityOf = ({ supplier }: ShopSettings): ShopIdentity => {
  const { name, street, postcode, city, country, email } = supplier;
  return { name, street, postcode, city, country, email: email ?? null };
};

/**
 * What `GET /api/shop` answers: the shop's identity, and the delivery rule's limits and rates,
 * which the order form prices the ways of delivery with.
 */
export const readPublicShop = async (
  catalogue: CatalogueRepository,
): Promise<ShopIdentity & { delivery: DeliverySettings }> => {
  const settings = await readShopSettings(catalogue);
  return { ...identityOf(settings), delivery: settings.delivery };
};
