import {
  businessIdFaultOf,
  LOGIN_PATTERN,
  numberRangeOf,
  type BusinessIdKind,
  type FieldDef,
  type NumberField,
  VOUCHER_MAX_EUR,
  VOUCHER_MIN_EUR,
} from '@fotoobraz/domain';
import type { Fault } from './faults';

/**
 * Every Slovak text a form shows for a rule its schema broke is chosen here: each form keeps the
 * words its screens have always used, and no rule is checked again beside its schema.
 */

/** An i18n key with its parameters, e.g. account.validation.minlength with { count: 5 }. */
export interface FieldMessage {
  key: string;
  params?: Record<string, unknown>;
}

/** The words of each fault; the value as typed lets them name what exactly is wrong. */
type Words = {
  [K in Fault['kind']]?: (fault: Extract<Fault, { kind: K }>, value: unknown) => FieldMessage;
};

/** How one form words each fault, and where one of its fields says it otherwise. */
export interface Wording {
  words: Words;
  fields?: Record<string, Words>;
}

const text = (key: string) => (): FieldMessage => ({ key });

const GENERAL: Required<Words> = {
  required: text('entity.validation.required'),
  tooShort: ({ min }) => ({ key: 'account.validation.minlength', params: { count: min } }),
  tooLong: ({ max }) => ({ key: 'entity.validation.maxlength', params: { max } }),
  pattern: text('entity.validation.invalid'),
  mismatch: text('global.messages.error.dontmatch'),
  invalid: text('entity.validation.invalid'),
};

/**
 * The words of a fault at a field of a form.
 * @example wordFault(ACCOUNT_WORDING, 'email', { kind: 'pattern' }) // -> { key: 'account.validation.email' }
 */
export const wordFault = (
  wording: Wording,
  name: string,
  fault: Fault,
  value?: unknown,
): FieldMessage => {
  const say = (wording.fields?.[name]?.[fault.kind] ??
    wording.words[fault.kind] ??
    GENERAL[fault.kind]) as (fault: Fault, value: unknown) => FieldMessage;
  return say(fault, value);
};

/** Registration, settings, password change and reset (customer spec §5). */
export const ACCOUNT_WORDING: Wording = {
  words: {
    required: text('account.validation.required'),
    tooShort: ({ min }) => ({ key: 'account.validation.minlength', params: { count: min } }),
    tooLong: ({ max }) => ({ key: 'account.validation.maxlength', params: { count: max } }),
  },
  fields: {
    login: { pattern: text('account.validation.login') },
    email: { pattern: text('account.validation.email') },
  },
};

/** The sign-in dialog (JHipster's login messages). */
export const SIGN_IN_WORDING: Wording = {
  words: ACCOUNT_WORDING.words,
  fields: {
    username: { required: text('login.messages.validate.username') },
    password: { required: text('login.messages.validate.password') },
  },
};

/** The withdrawal page's lookup: the order's number as digits, the order's e-mail. */
export const WITHDRAWAL_WORDING: Wording = {
  words: ACCOUNT_WORDING.words,
  fields: {
    orderNumber: { pattern: text('withdrawal.validation.orderNumber') },
    email: { pattern: text('account.validation.email') },
  },
};

/** User management's form, in the spec's shared entity messages. */
export const USER_WORDING: Wording = {
  words: {},
  fields: {
    login: {
      pattern: () => ({
        key: 'entity.validation.pattern',
        params: { pattern: LOGIN_PATTERN.source },
      }),
    },
    email: {
      tooShort: ({ min }) => ({ key: 'userManagement.validation.emailMinlength', params: { min } }),
      pattern: text('userManagement.validation.email'),
    },
  },
};

/** A voucher's value, whole euros within the shop's limits: the page and the owner's dialog alike. */
const VOUCHER_VALUE = (): FieldMessage => ({
  key: 'giftVoucher.errors.value',
  params: { min: VOUCHER_MIN_EUR, max: VOUCHER_MAX_EUR },
});

const VOUCHER_EMAIL = text('account.validation.email');

/** The owner's voucher given by hand: its value in whole euros, a sending day only with an address. */
export const VOUCHER_ISSUE_WORDING: Wording = {
  words: {},
  fields: {
    value: { pattern: VOUCHER_VALUE, invalid: VOUCHER_VALUE },
    sendTo: {
      required: text('admin.giftVouchers.issue.sendToRequired'),
      tooShort: VOUCHER_EMAIL,
      tooLong: VOUCHER_EMAIL,
      pattern: VOUCHER_EMAIL,
    },
    sendOn: { pattern: text('admin.giftVouchers.dayPattern') },
  },
};

const INVALID_EMAIL = text('configurator.contact.errors.emailPattern');

const BILLING_REQUIRED = { required: text('configurator.contact.errors.billingRequired') };

/**
 * A registration number's fault named as its owner can fix it (the check digit, the count of
 * digits, the 'SK'), or the number's form when it is none of those.
 */
const businessIdWords =
  (kind: BusinessIdKind, formKey: string) =>
  (_fault: unknown, value: unknown): FieldMessage => {
    const found = businessIdFaultOf(kind, typeof value === 'string' ? value : '');
    const name = kind === 'icDph' ? 'IČ DPH' : kind === 'ico' ? 'IČO' : 'DIČ';
    switch (found?.fault) {
      case 'checkDigit':
        return { key: 'configurator.contact.errors.icoCheckDigit' };
      case 'digitCount':
        return {
          key: 'configurator.contact.errors.digitCount',
          params: { name, count: found.count, expected: found.expected },
        };
      case 'prefix':
        return { key: 'configurator.contact.errors.icDphPrefix' };
      default:
        return { key: formKey };
    }
  };

/** The order's contact in the wizard's summary (customer spec §5), its buyer and terms. */
export const ORDER_CONTACT_WORDING: Wording = {
  words: { required: text('configurator.contact.errors.required') },
  fields: {
    email: {
      required: text('configurator.contact.errors.emailRequired'),
      tooShort: INVALID_EMAIL,
      tooLong: INVALID_EMAIL,
      pattern: INVALID_EMAIL,
    },
    buyerName: BILLING_REQUIRED,
    buyerStreet: BILLING_REQUIRED,
    buyerCity: BILLING_REQUIRED,
    buyerPostcode: BILLING_REQUIRED,
    buyerIco: {
      required: text('configurator.contact.errors.icoRequired'),
      pattern: businessIdWords('ico', 'configurator.contact.errors.icoPattern'),
    },
    buyerDic: { pattern: businessIdWords('dic', 'configurator.contact.errors.dicPattern') },
    buyerIcDph: {
      pattern: businessIdWords('icDph', 'configurator.contact.errors.icDphPattern'),
      mismatch: text('configurator.contact.errors.icDphMismatch'),
    },
    termsAccepted: { required: text('configurator.contact.errors.termsRequired') },
    // Asked for by a courier and a pick-up point alike: the words name no hand-over.
    deliveryName: { required: text('configurator.contact.errors.recipientRequired') },
    pickupPoint: {
      required: text('configurator.contact.errors.pickupPointRequired'),
      invalid: text('configurator.contact.errors.pickupPointNotFound'),
    },
  },
};

const VOUCHER_SEND_ON = text('giftVoucher.errors.sendOn');

/** The gift voucher page: the value, the recipient and where its mail goes. */
export const GIFT_VOUCHER_WORDING: Wording = {
  words: {},
  fields: {
    otherValue: { required: VOUCHER_VALUE, pattern: VOUCHER_VALUE, invalid: VOUCHER_VALUE },
    recipientName: { required: text('giftVoucher.errors.recipientName') },
    sendTo: {
      required: text('giftVoucher.errors.sendTo'),
      tooShort: INVALID_EMAIL,
      tooLong: INVALID_EMAIL,
      pattern: INVALID_EMAIL,
    },
    sendOn: { required: VOUCHER_SEND_ON, pattern: VOUCHER_SEND_ON, invalid: VOUCHER_SEND_ON },
  },
};

const isNumberField = (f: FieldDef): f is NumberField =>
  f.kind === 'integer' || f.kind === 'long' || f.kind === 'decimal';

/**
 * The message of a contract code at a field of the entity model (the schema the server
 * validates with says it, or the server's fieldErrors do), with the bound or pattern of the
 * field's definition: entity.validation.required / maxlength / pattern / number / min / max.
 * @example entityFieldMessage(craftedProduct.fields.copies, 'Min') // -> { key: 'entity.validation.min', params: { min: 1 } }
 */
export const entityFieldMessage = (
  field: FieldDef,
  code: string,
  onContentType = false,
): FieldMessage => {
  if (onContentType) return { key: 'entity.validation.image' };
  switch (code) {
    case 'NotNull':
      return { key: 'entity.validation.required' };
    case 'Size':
      return field.kind === 'string'
        ? { key: 'entity.validation.maxlength', params: { max: field.maxLength } }
        : { key: 'entity.validation.invalid' };
    case 'Pattern':
      if (field.kind === 'string' && field.decimalText) return { key: 'entity.validation.number' };
      return field.kind === 'string' && field.pattern
        ? { key: 'entity.validation.pattern', params: { pattern: field.pattern.source } }
        : { key: 'entity.validation.invalid' };
    case 'Min':
    case 'DecimalMin':
      if (!isNumberField(field)) return { key: 'entity.validation.invalid' };
      if (field.positive && field.min === undefined) return { key: 'entity.validation.positive' };
      return { key: 'entity.validation.min', params: { min: numberRangeOf(field).min } };
    case 'Max':
    case 'DecimalMax':
      return isNumberField(field)
        ? { key: 'entity.validation.max', params: { max: numberRangeOf(field).max } }
        : { key: 'entity.validation.invalid' };
    case 'TypeMismatch':
      if (field.kind === 'integer' || field.kind === 'long') {
        return { key: 'entity.validation.integerNumber' };
      }
      if (field.kind === 'decimal') return { key: 'entity.validation.number' };
      if (field.kind === 'instant') return { key: 'entity.validation.datetimelocal' };
      return { key: 'entity.validation.invalid' };
    case 'NotFound':
      return { key: 'entity.validation.notFound' };
    case 'Ordered':
      return { key: 'entity.validation.ordered' };
    default:
      return { key: 'entity.validation.invalid' };
  }
};
