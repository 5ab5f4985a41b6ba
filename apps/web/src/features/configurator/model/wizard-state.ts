import { DEFAULT_PAYMENT_METHOD, type PaymentMethod } from '@fotoobraz/domain';
import type { HandoverMethod, ProductEnum } from '../api/types';
import type { ChosenPickupPoint } from '../pickup-point/pickup-points-api';

/** Customer spec §4: the wizard's steps; one beyond the last means the order was submitted. */
export const STEP = {
  upload: 0,
  crop: 1,
  configure: 2,
  summary: 3,
  placement: 4,
  submitted: 5,
} as const;

/** Steps 0 to 4; `STEP.submitted` is the thank-you screen after them. */
export const STEP_COUNT = 5;

/** Where the picture comes from: the customer's upload or one of the shop's editions. */
export type SourceRef = { kind: 'photo'; id: number } | { kind: 'edition'; id: number };

/** A crop in thumbnail pixels, as the server takes it. */
export interface CropRegion {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The customer's choices at step 2; null means 'not chosen, take the default'. */
export interface Choices {
  productEnum: ProductEnum | null;
  productConfigId: number | null;
  printMediaId: number | null;
  glassId: number | null;
  paspartaId: number | null;
  frameId: number | null;
  copies: number;
  /** Express production: sooner, for its price. */
  express: boolean;
  photoOnlyWidth: number | null;
  photoOnlyHeight: number | null;
}

export interface Contact {
  email: string;
  phone: string;
  note: string;
  handoverMethod: HandoverMethod;
  deliveryName: string;
  deliveryStreet: string;
  deliveryCity: string;
  deliveryPostcode: string;
  deliveryCountry: string;
  /** The Packeta point or Z-BOX of a `VYDAJNE_MIESTO` hand-over, as the search showed it. */
  pickupPoint: ChosenPickupPoint | null;
  /** 'Nakupujem na firmu': the buyer is a company with its registration numbers. */
  company: boolean;
  /** A personal buyer of a courier order is billed at the delivery address. */
  sameBillingAddress: boolean;
  buyerName: string;
  buyerStreet: string;
  buyerCity: string;
  buyerPostcode: string;
  buyerCountry: string;
  buyerIco: string;
  buyerDic: string;
  buyerIcDph: string;
  /** The terms and conditions confirmed, and the version the customer was shown then. */
  termsAccepted: boolean;
  termsVersion: number | null;
  /** By card on the gateway's page (when the shop takes cards), or by transfer. */
  paymentMethod: PaymentMethod;
}

export interface WizardState {
  step: number;
  source: SourceRef | null;
  /** Started from an edition: steps 0 and 1 are skipped and Back is closed at step 2. */
  editionMode: boolean;
  /** The customer prints the photo as it is: only PLAIN products are offered. */
  photoOnly: boolean;
  /** Step 1 belongs to this journey, so Back from step 2 returns to it (else it is skipped). */
  cropStep: boolean;
  /** The crop was opened from step 2 ('Upraviť výrez'): Back and the crop both return there. */
  reframing: boolean;
  crop: CropRegion | null;
  /**
   * The size shown when the crop was reopened, kept as the customer's choice: once back, it stays
   * if the new crop prints it well enough, else the suggestion takes its place (`sizeNotice`).
   */
  reframedSizeId: number | null;
  /** What a new crop changed in the size, and why, until the customer closes it or chooses again. */
  sizeNotice: SizeNotice | null;
  choices: Choices;
  /** The crafted product on the server, once every asked-for choice was made. */
  craftedId: number | null;
  /** The configuration last saved to the server: an unchanged configuration is not saved again. */
  savedKey: string | null;
  contact: Contact;
  orderId: number | null;
}

export const NO_CHOICES: Choices = {
  productEnum: null,
  productConfigId: null,
  printMediaId: null,
  glassId: null,
  paspartaId: null,
  frameId: null,
  copies: 1,
  express: false,
  photoOnlyWidth: null,
  photoOnlyHeight: null,
};

export const NO_CONTACT: Contact = {
  email: '',
  phone: '',
  note: '',
  handoverMethod: 'OSOBNY_ODBER',
  deliveryName: '',
  deliveryStreet: '',
  deliveryCity: '',
  deliveryPostcode: '',
  deliveryCountry: 'Slovensko',
  pickupPoint: null,
  company: false,
  sameBillingAddress: true,
  buyerName: '',
  buyerStreet: '',
  buyerCity: '',
  buyerPostcode: '',
  buyerCountry: 'Slovensko',
  buyerIco: '',
  buyerDic: '',
  buyerIcDph: '',
  termsAccepted: false,
  termsVersion: null,
  paymentMethod: DEFAULT_PAYMENT_METHOD,
};

/** The size a new crop could not keep and the one it takes instead, as the customer reads them. */
export interface SizeNotice {
  from: string;
  to: string;
  /** The dropped size's DPI with the new crop. */
  dpi: number;
}

export const INITIAL_STATE: WizardState = {
  step: STEP.upload,
  source: null,
  editionMode: false,
  photoOnly: false,
  cropStep: false,
  reframing: false,
  crop: null,
  reframedSizeId: null,
  sizeNotice: null,
  choices: NO_CHOICES,
  craftedId: null,
  savedKey: null,
  contact: NO_CONTACT,
  orderId: null,
};

export type WizardAction =
  /** A new photo is uploaded: everything chosen for the last one is forgotten. */
  | { type: 'photoUploaded'; photoId: number }
  /** Edition mode: straight to step 2 with the shop's image. */
  | { type: 'editionStarted'; editionId: number }
  /** The choice after the upload: print the photo as it is, or a product, with or without crop. */
  | { type: 'pathChosen'; photoOnly: boolean; crop: boolean }
  | { type: 'cropped'; crop: CropRegion }
  /**
   * 'Upraviť výrez' at step 2: the crop of any photo, at the product's ratio, and back again; the
   * size shown then (`productConfigId`) is kept as chosen.
   */
  | { type: 'reframe'; productConfigId?: number | null }
  /** The kept size was checked against the new crop; replaced by another when it printed badly. */
  | { type: 'sizeChecked'; replacement?: { productConfigId: number; notice: SizeNotice } }
  | { type: 'sizeNoticeClosed' }
  /** A new product clears every choice that depends on it (customer spec §4). */
  | { type: 'productSelected'; productEnum: ProductEnum }
  | { type: 'chosen'; choices: Partial<Omit<Choices, 'productEnum'>> }
  | { type: 'saved'; craftedId: number; key: string }
  | { type: 'contactChanged'; contact: Partial<Contact> }
  | { type: 'back' }
  | { type: 'next' }
  | { type: 'orderPlaced'; orderId: number }
  /** Placing the order failed: back to the summary. */
  | { type: 'orderFailed' }
  /** A fresh start; 'Ďalšia fotografia' keeps the contact the customer typed already. */
  | { type: 'reset'; keepContact?: boolean };

/**
 * The step Back leads to: skipped steps are skipped (customer spec §4), so step 2 goes back to the
 * crop only when the crop was part of the journey, else to the upload. Edition mode has no way
 * back from step 2 (the caller disables the button; this returns step 2 itself).
 */
export const previousStep = (state: WizardState): number => {
  switch (state.step) {
    case STEP.crop:
      return state.reframing ? STEP.configure : STEP.upload;
    case STEP.configure:
      if (state.editionMode) return STEP.configure;
      return state.cropStep ? STEP.crop : STEP.upload;
    case STEP.summary:
      return STEP.configure;
    default:
      return state.step;
  }
};

/** The wizard's state machine (customer spec §4); pure, so it can be tested and stored. */
export const wizardReducer = (state: WizardState, action: WizardAction): WizardState => {
  switch (action.type) {
    case 'photoUploaded':
      return {
        ...INITIAL_STATE,
        contact: state.contact,
        source: { kind: 'photo', id: action.photoId },
      };
    case 'editionStarted':
      return {
        ...INITIAL_STATE,
        contact: state.contact,
        step: STEP.configure,
        source: { kind: 'edition', id: action.editionId },
        editionMode: true,
      };
    case 'pathChosen': {
      if (!state.source || state.source.kind !== 'photo') return state;
      const samePath = state.photoOnly === action.photoOnly;
      return {
        ...state,
        photoOnly: action.photoOnly,
        cropStep: action.crop,
        // Printing the photo as it is means no crop; a new crop starts from the suggestion.
        crop: action.crop ? state.crop : null,
        choices: samePath ? state.choices : { ...NO_CHOICES, copies: state.choices.copies },
        step: action.crop ? STEP.crop : STEP.configure,
      };
    }
    case 'cropped':
      return { ...state, crop: action.crop, step: STEP.configure, reframing: false };
    case 'reframe':
      // Printing the photo as it is has no crop, and an edition is the shop's own image.
      if (state.step !== STEP.configure || state.source?.kind !== 'photo' || state.photoOnly)
        return state;
      return {
        ...state,
        step: STEP.crop,
        cropStep: true,
        reframing: true,
        reframedSizeId: action.productConfigId ?? null,
        sizeNotice: null,
        choices:
          action.productConfigId == null
            ? state.choices
            : { ...state.choices, productConfigId: action.productConfigId },
      };
    case 'sizeChecked':
      return action.replacement
        ? {
            ...state,
            reframedSizeId: null,
            sizeNotice: action.replacement.notice,
            choices: { ...state.choices, productConfigId: action.replacement.productConfigId },
          }
        : { ...state, reframedSizeId: null };
    case 'sizeNoticeClosed':
      return { ...state, sizeNotice: null };
    case 'productSelected':
      if (state.choices.productEnum === action.productEnum) return state;
      return {
        ...state,
        choices: { ...NO_CHOICES, copies: state.choices.copies, productEnum: action.productEnum },
      };
    case 'chosen':
      return { ...state, sizeNotice: null, choices: { ...state.choices, ...action.choices } };
    case 'saved':
      return { ...state, craftedId: action.craftedId, savedKey: action.key };
    case 'contactChanged':
      return { ...state, contact: { ...state.contact, ...action.contact } };
    case 'back':
      return { ...state, step: previousStep(state), reframing: false };
    case 'next':
      return state.step < STEP.placement ? { ...state, step: state.step + 1 } : state;
    case 'orderPlaced':
      return { ...state, orderId: action.orderId, step: STEP.submitted };
    case 'orderFailed':
      return state.step === STEP.placement ? { ...state, step: STEP.summary } : state;
    case 'reset':
      return action.keepContact ? { ...INITIAL_STATE, contact: state.contact } : INITIAL_STATE;
  }
};
