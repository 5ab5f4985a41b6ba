import { closedSet } from '../labels/closed-set.ts';

/**
 * Which ordered pieces a consumer may withdraw from (Act 108/2024 Z. z. § 19 ods. 1 písm. c);
 * Directive 2011/83/EU Art. 16(c)): goods made to the consumer's specification or clearly
 * personalised are exempt. A print of the customer's own photo is; a piece of one of the shop's
 * limited editions is not, however its size and frame were picked from the standard options.
 * The owner's lawyer may decide otherwise per product, and a company buyer is no consumer.
 */

/** A product's rule: the shop's default, or the lawyer's decision either way. */
export const { labels: WITHDRAWAL_RULE_LABELS, codes: WITHDRAWAL_RULES } = closedSet({
  PODLA_ZDROJA: 'Podľa zdroja obrázka (vlastná fotografia nie, edícia áno)',
  MOZNE: 'Vždy možné odstúpiť',
  VYLUCENE: 'Vždy vylúčené',
});
export type WithdrawalRule = (typeof WITHDRAWAL_RULES)[number];

/** Why a piece can or cannot be withdrawn; each reason has its customer-facing sentence. */
export const { labels: WITHDRAWAL_REASON_LABELS, codes: WITHDRAWAL_REASONS } = closedSet({
  OWN_PHOTO: 'Vylúčené – vlastná fotografia',
  EDITION: 'Možné – edícia',
  PRODUCT_ALLOWED: 'Možné – podľa produktu',
  PRODUCT_EXEMPT: 'Vylúčené – podľa produktu',
  COMPANY_BUYER: 'Vylúčené – nákup na firmu',
});
export type WithdrawalReason = (typeof WITHDRAWAL_REASONS)[number];

/** Whether a line whose rule gave `reason` can be withdrawn. */
export const isWithdrawable = (reason: WithdrawalReason | string | null | undefined): boolean =>
  reason === 'EDITION' || reason === 'PRODUCT_ALLOWED';

export interface WithdrawalRight {
  withdrawable: boolean;
  reason: WithdrawalReason;
}

/** What the rule reads of a piece. */
export interface WithdrawalFacts {
  /** The piece is made from the customer's own photo (else from a shop's edition image). */
  ownPhoto: boolean;
  /** The product's rule; missing is the default. */
  productRule?: WithdrawalRule | string | null;
  /** The order is a company's (it names an IČO). */
  companyBuyer?: boolean;
}

/**
 * The one rule.
 * @example withdrawalRightOf({ ownPhoto: true }) // -> { withdrawable: false, reason: 'OWN_PHOTO' }
 * @example withdrawalRightOf({ ownPhoto: false }) // -> { withdrawable: true, reason: 'EDITION' }
 */
export const withdrawalRightOf = (facts: WithdrawalFacts): WithdrawalRight => {
  if (facts.companyBuyer) return { withdrawable: false, reason: 'COMPANY_BUYER' };
  if (facts.productRule === 'MOZNE') return { withdrawable: true, reason: 'PRODUCT_ALLOWED' };
  if (facts.productRule === 'VYLUCENE') return { withdrawable: false, reason: 'PRODUCT_EXEMPT' };
  return facts.ownPhoto
    ? { withdrawable: false, reason: 'OWN_PHOTO' }
    : { withdrawable: true, reason: 'EDITION' };
};

/** The withdrawal period, in days from the day the customer receives the goods. */
export const WITHDRAWAL_PERIOD_DAYS = 14;

/**
 * The sentence each line carries on the summary, in the basket, on the pro-forma, in the mails
 * and in 'Moje objednávky'.
 */
export const WITHDRAWAL_WORDING: Readonly<Record<WithdrawalReason, string>> = {
  OWN_PHOTO: 'Vyrobené podľa vašej fotografie – podľa zákona nie je možné odstúpiť od zmluvy',
  EDITION: `Môžete odstúpiť do ${WITHDRAWAL_PERIOD_DAYS} dní od prevzatia`,
  PRODUCT_ALLOWED: `Môžete odstúpiť do ${WITHDRAWAL_PERIOD_DAYS} dní od prevzatia`,
  PRODUCT_EXEMPT: 'Vyrobené na mieru – podľa zákona nie je možné odstúpiť od zmluvy',
  COMPANY_BUYER: 'Nákup na firmu – právo odstúpiť od zmluvy má len spotrebiteľ',
};

/** @example withdrawalWordingOf({ ownPhoto: false }) // -> 'Môžete odstúpiť do 14 dní od prevzatia' */
export const withdrawalWordingOf = (facts: WithdrawalFacts): string =>
  WITHDRAWAL_WORDING[withdrawalRightOf(facts).reason];
