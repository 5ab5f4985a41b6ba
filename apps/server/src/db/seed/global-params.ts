import { DELIVERY_PARAM_DEFAULTS, GLOBAL_PARAM, type GlobalParamName } from '@fotoobraz/domain';

export { GLOBAL_PARAM, type GlobalParamName };

/** Slovak descriptions shown in the back-office's global-param list. */
export const GLOBAL_PARAM_DESCRIPTIONS: Record<GlobalParamName, string> = {
  WEB_DEFAULT_PRODUCT_ENUM: 'Produkt predvolený v sprievodcovi (hodnota productEnum).',
  WEB_DEFAULT_PAPIER: 'Id tlačového média typu PAPIER predvoleného v sprievodcovi.',
  WEB_DEFAULT_PLATNO: 'Id tlačového média typu PLATNO predvoleného pre obrazy na plátne.',
  WEB_DEFAULT_DOSKA: 'Id tlačového média typu DOSKA predvoleného pre fotografie na doske.',
  WEB_DEFAULT_PASPARTA: 'Id predvolenej pasparty.',
  WEB_DEFAULT_LAMINACIA: 'Id predvolenej laminácie (sklo s príznakom laminát).',
  WEB_DEFAULT_SKLO: 'Id predvoleného skla.',
  WEB_DEFAULT_RAM_PRE_PLATNO: 'Id rámu predvoleného pre plátno (profil pre plátno).',
  WEB_DEFAULT_RAM_PRE_PAPIER: 'Id rámu predvoleného pre fotografie na papieri a doske.',
  MIN_MEGAPIXELS:
    'Najmenšie rozlíšenie fotografie na tlač v megapixeloch; menšiu možno len prezerať.',
  MIN_PRICE: 'Minimálna cena kusu v EUR s DPH; nižší súčet sa dorovná riadkom Minimálna cena.',
  PROMOTION_PERCENT: 'Zľava v percentách z celej ceny (0 = bez akcie).',
  POSTAGE_S: 'Poštovné kuriérom v EUR za balík do 50 cm (najdlhšia strana diela + 10 cm obalu).',
  POSTAGE_M: 'Poštovné kuriérom v EUR za balík do 90 cm.',
  POSTAGE_L: 'Poštovné kuriérom v EUR za balík do 130 cm.',
  POSTAGE_XL: 'Poštovné kuriérom v EUR za väčší balík.',
  POSTAGE_POINT: 'Poštovné v EUR na výdajné miesto Packeta s obsluhou (jednotné).',
  POSTAGE_ZBOX: 'Poštovné v EUR do Z-BOXu Packeta (jednotné).',
  PARCEL_POINT_MAX_KG: 'Najväčšia hmotnosť balíka na výdajné miesto v kg (s obalom).',
  PARCEL_POINT_MAX_LENGTH_CM: 'Najdlhšia strana balíka na výdajné miesto v cm (s obalom).',
  PARCEL_POINT_MAX_SUM_CM: 'Najväčší súčet troch strán balíka na výdajné miesto v cm.',
  PARCEL_ZBOX_MAX_KG: 'Najväčšia hmotnosť balíka do Z-BOXu v kg.',
  PARCEL_ZBOX_BOX_CM:
    'Najväčšia schránka Z-BOXu v cm, napr. 60x45x35 (balík sa doň zmestí v ľubovoľnej polohe).',
  PARCEL_ZBOX_GLASS:
    'true, ak smie dielo so sklom ísť do Z-BOXu; inak len na výdajné miesto s obsluhou či kuriérom.',
  PARCEL_COURIER_MAX_KG: 'Najväčšia hmotnosť balíka na doručenie kuriérom v kg.',
  PARCEL_COURIER_MAX_LENGTH_CM: 'Najdlhšia strana balíka na doručenie kuriérom v cm.',
  PARCEL_COURIER_MAX_SUM_CM: 'Najväčší súčet troch strán balíka na doručenie kuriérom v cm.',
  PAYMENT_DUE_DAYS: 'Splatnosť zálohovej faktúry v dňoch od objednávky.',
  SHOP_NAME: 'Obchodné meno dodávateľa na faktúre.',
  SHOP_STREET: 'Ulica a číslo sídla dodávateľa.',
  SHOP_CITY: 'Obec sídla dodávateľa.',
  SHOP_POSTCODE: 'PSČ sídla dodávateľa.',
  SHOP_COUNTRY: 'Štát sídla dodávateľa.',
  SHOP_ICO: 'IČO dodávateľa.',
  SHOP_DIC: 'DIČ dodávateľa.',
  SHOP_IC_DPH: 'IČ DPH dodávateľa (len platiteľ DPH).',
  SHOP_REGISTER: 'Zápis v obchodnom registri (povinný údaj na faktúre).',
  SHOP_IBAN: 'IBAN účtu na úhradu zálohových faktúr (aj do PAY by square).',
  SHOP_BANK: 'Názov banky účtu.',
  SHOP_EMAIL: 'Kontaktný e-mail obchodu.',
  SHOP_PHONE: 'Kontaktný telefón obchodu.',
  SHOP_VAT_PAYER:
    'true, ak je dodávateľ platiteľom DPH; inak faktúra uvádza „nie sme platcami DPH“.',
  SHOP_VAT_PERCENT: 'Sadzba DPH v percentách, ktorú ceny obsahujú.',
  SHOP_RETENTION_DAYS:
    'Po koľkých dňoch sa zmažú fotografie a produkty, z ktorých nevznikla objednávka.',
  DISPATCH_CUTOFF_HOUR:
    'Hodina (čas v Bratislave), od ktorej sa objednávka počíta od nasledujúceho pracovného dňa.',
  DISPATCH_RESTOCK_DAYS:
    'Pracovné dni navyše pre rozmer rámu, ktorý nie je na sklade (Rámy na sklade: 0 ks).',
  EXPRESS_PRICE: 'Cena expresnej výroby v EUR s DPH za jeden vyrobený produkt.',
  EXPRESS_DAYS_SAVED:
    'O koľko pracovných dní expresná výroba skráti výrobu (najmenej 1 deň ostáva).',
};

/**
 * Values of the params that name no catalogue row. The `WEB_DEFAULT_*` ids are known only once
 * the catalogue is written, so the seed adds them itself.
 */
export const GLOBAL_PARAM_VALUES: Partial<Record<GlobalParamName, string>> = {
  MIN_MEGAPIXELS: '8',
  MIN_PRICE: '3.00',
  PROMOTION_PERCENT: '0',
  ...DELIVERY_PARAM_DEFAULTS,
  PAYMENT_DUE_DAYS: '7',
  SHOP_NAME: 'Fotoobraz s.r.o.',
  SHOP_STREET: 'Obchodná 12',
  SHOP_CITY: 'Bratislava',
  SHOP_POSTCODE: '811 06',
  SHOP_COUNTRY: 'Slovenská republika',
  // Demo identifiers with valid check digits (IČO mod 11, DIČ divisible by 11), not a real firm.
  SHOP_ICO: '51234564',
  SHOP_DIC: '2120345601',
  SHOP_IC_DPH: 'SK2120345601',
  SHOP_REGISTER: 'Obchodný register Mestského súdu Bratislava III, oddiel Sro, vložka č. 123456/B',
  // The example IBAN of the SWIFT IBAN registry for Slovakia: valid checksum, nobody's account.
  SHOP_IBAN: 'SK3112000000198742637541',
  SHOP_BANK: 'Ukážková banka, a.s.',
  SHOP_EMAIL: 'objednavky@fotoobraz.sk',
  SHOP_PHONE: '+421 900 123 456',
  SHOP_VAT_PAYER: 'true',
  SHOP_VAT_PERCENT: '23',
  SHOP_RETENTION_DAYS: '30',
  DISPATCH_CUTOFF_HOUR: '12',
  DISPATCH_RESTOCK_DAYS: '5',
  EXPRESS_PRICE: '9.90',
  EXPRESS_DAYS_SAVED: '2',
};
