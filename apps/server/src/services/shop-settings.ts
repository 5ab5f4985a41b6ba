import {
  dispatchSettingsOf,
  GLOBAL_PARAM,
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
  postageRates: Record<PostageClass, number>;
  paymentDueDays: number;
  /** The cut-off, restocking and express of the dispatch day. */
  dispatch: ShopDispatchSettings;
}

const euroCents = (v: string | null | undefined, fallback: number): number => {
  const n = Number(v);
  return v != null && Number.isFinite(n) && n >= 0 ? Math.round(n * 100) : fallback;
};

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
    postageRates: {
      S: euroCents(p.get(GLOBAL_PARAM.postageS), 490),
      M: euroCents(p.get(GLOBAL_PARAM.postageM), 690),
      L: euroCents(p.get(GLOBAL_PARAM.postageL), 990),
      XL: euroCents(p.get(GLOBAL_PARAM.postageXL), 1990),
    },
    paymentDueDays: Number.isInteger(dueDays) && dueDays > 0 ? dueDays : 7,
    dispatch: dispatchSettingsOf(Object.fromEntries(p)),
  };
};

/** What anyone may read of the shop: the manufacturer every offer names (GPSR Art. 19(a)). */
export const readShopIdentity = async (catalogue: CatalogueRepository): Promise<ShopIdentity> => {
  const { name, street, postcode, city, country, email } = (await readShopSettings(catalogue))
    .supplier;
  return { name, street, postcode, city, country, email: email ?? null };
};
