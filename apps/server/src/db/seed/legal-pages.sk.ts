import type { LegalPageSlug } from '@fotoobraz/domain';

/**
 * The terms' rule of withdrawal, the same the order form, the documents and the
 * withdrawal page apply (packages/domain/src/withdrawals). Migration 0021 puts it into a
 * database's terms as a new version.
 */
export const WITHDRAWAL_TERMS = `## 5. Odstúpenie od zmluvy
Spotrebiteľ môže od zmluvy uzavretej na diaľku odstúpiť bez udania dôvodu do 14 dní odo dňa prevzatia tovaru, ak ide o tovar, pri ktorom zákon odstúpenie pripúšťa. Pri každej položke predávajúci v objednávkovom formulári, v košíku, na zálohovej faktúre, v potvrdení objednávky aj v časti Moje objednávky uvádza, či od nej možno odstúpiť.

Fotoprodukty vyrobené z fotografie kupujúceho sú tovarom vyrobeným podľa osobitných požiadaviek spotrebiteľa a určeným osobitne pre neho; pri nich spotrebiteľ od zmluvy odstúpiť nemôže (§ 19 ods. 1 písm. c) zákona č. 108/2024 Z. z. o ochrane spotrebiteľa). Kusy z limitovaných edícií predávajúceho takým tovarom nie sú, hoci kupujúci zvolí ich rozmer a rám z ponúkaných možností: od zmluvy o nich môže spotrebiteľ odstúpiť do 14 dní od ich prevzatia. Ak posledný deň lehoty pripadne na sobotu, nedeľu alebo sviatok, lehota sa končí najbližší pracovný deň. Kupujúci, ktorý nakupuje ako podnikateľ (uvedie IČO), právo na odstúpenie od zmluvy nemá.

Spotrebiteľ odstúpi cez odkaz „Odstúpiť od zmluvy“ v päte každej stránky obchodu, v e-mailoch k objednávke a v časti Moje objednávky, ktorý vedie na stránku /odstupenie-od-zmluvy: zadá číslo objednávky a e-mail, vyberie položky a odstúpenie potvrdí tlačidlom „Potvrdiť odstúpenie“. Prihlásiť sa netreba. Predávajúci mu prijatie odstúpenia hneď potvrdí e-mailom s potvrdením vo formáte PDF. Odstúpiť možno aj iným jednoznačným vyhlásením zaslaným na {SHOP_EMAIL}.

Spotrebiteľ tovar vráti predávajúcemu najneskôr do 14 dní od odstúpenia od zmluvy; náklady na vrátenie tovaru znáša spotrebiteľ. Predávajúci vráti platbu za vrátené položky vrátane nákladov na doručenie do 14 dní odo dňa, keď mu bolo odstúpenie doručené, nie však skôr, ako mu je tovar vrátený alebo spotrebiteľ preukáže jeho odoslanie. Ak spotrebiteľ odstúpi len od časti objednávky, predávajúci vráti tú časť poštovného, ktorú by si ponechané položky samy nevyžiadali. Platbu vráti prevodom na účet, z ktorého bola zaplatená.

`;

/**
 * The first version of each legal page, as migration 0008 stores it. `{SHOP_…}` is filled in
 * from the global params when a page is shown; `## ` starts a heading, a blank line a paragraph.
 * Changing these texts changes no database already migrated: the owner edits the pages there.
 */
export const DEFAULT_LEGAL_PAGES: Record<LegalPageSlug, { title: string; body: string }> = {
  'obchodne-podmienky': {
    title: 'Obchodné podmienky',
    body: `## 1. Predávajúci
Predávajúcim je {SHOP_NAME}, {SHOP_ADDRESS}, IČO {SHOP_ICO}, DIČ {SHOP_DIC}, {SHOP_REGISTER}. Kontakt: {SHOP_EMAIL}, {SHOP_PHONE}.

Tieto obchodné podmienky upravujú práva a povinnosti predávajúceho a kupujúceho pri kúpe fotoproduktov cez internetový obchod predávajúceho. Kupujúcim je spotrebiteľ aj podnikateľ; ustanovenia o spotrebiteľoch platia len pre spotrebiteľov.

## 2. Tovar a objednávka
Predávajúci vyrába fotografie, fotoobrazy v pasparte a ráme, obrazy na plátne, fotografie na doske a pod sklom podľa fotografie a voľby kupujúceho. Náhľad v konfigurátore je orientačný; farby a štruktúra materiálov sa môžu od obrazovky líšiť.

Objednávku kupujúci odošle tlačidlom „Odoslať objednávku“ po potvrdení, že sa s týmito obchodnými podmienkami oboznámil. Zmluva vzniká doručením potvrdenia objednávky e-mailom. Kupujúci zodpovedá za to, že má k zaslanej fotografii potrebné práva.

## 3. Cena a platba
Ceny sú konečné, vrátane DPH a balenia. Poštovné sa účtuje podľa zvoleného spôsobu odovzdania; osobný odber po dohode je bezplatný. Po odoslaní objednávky predávajúci pošle zálohovú faktúru; kupujúci ju uhradí bankovým prevodom s uvedeným variabilným symbolom do dátumu splatnosti. S výrobou predávajúci začne po pripísaní platby na účet.

## 4. Dodanie
Tovar predávajúci vyrobí spravidla do 10 pracovných dní od prijatia platby a odovzdá ho kuriérom alebo osobne po dohode. Kupujúci je povinný tovar pri prevzatí skontrolovať a poškodenie zásielky uviesť v zápise s kuriérom.

${WITHDRAWAL_TERMS}Predávajúci môže od zmluvy odstúpiť, ak kupujúci zálohovú faktúru neuhradí do dátumu splatnosti alebo ak fotografia nie je spôsobilá na tlač; prijatú platbu vráti do 14 dní.

## 6. Zodpovednosť za vady
Práva z vadného plnenia a ich uplatnenie upravuje Reklamačný poriadok predávajúceho.

## 7. Osobné údaje
Osobné údaje kupujúceho predávajúci spracúva na vybavenie objednávky a na plnenie zákonných povinností, ako uvádza stránka Ochrana osobných údajov.

## 8. Riešenie sporov
Spotrebiteľ sa môže obrátiť na predávajúceho so žiadosťou o nápravu na {SHOP_EMAIL}. Ak predávajúci žiadosť zamietne alebo na ňu neodpovie do 30 dní, spotrebiteľ môže podať návrh na alternatívne riešenie sporu subjektu alternatívneho riešenia sporov, napríklad Slovenskej obchodnej inšpekcii (www.soi.sk). Dozor vykonáva Slovenská obchodná inšpekcia.

## 9. Záverečné ustanovenia
Vzťahy neupravené týmito podmienkami sa riadia právom Slovenskej republiky, najmä Občianskym zákonníkom a zákonom č. 108/2024 Z. z. Pre objednávku platí znenie obchodných podmienok, ktoré kupujúci potvrdil pri jej odoslaní.`,
  },
  'reklamacny-poriadok': {
    title: 'Reklamačný poriadok',
    body: `## 1. Rozsah
Tento reklamačný poriadok upravuje uplatnenie práv z vadného plnenia pri tovare, ktorý kupujúci kúpil od predávajúceho {SHOP_NAME}, {SHOP_ADDRESS}, IČO {SHOP_ICO}.

## 2. Zodpovednosť za vady
Predávajúci zodpovedá za vady, ktoré má tovar pri prevzatí, a za vady, ktoré sa vyskytnú v záručnej dobe. Záručná doba je 24 mesiacov od prevzatia tovaru. Za vadu sa nepovažujú odchýlky farieb oproti zobrazeniu na obrazovke, zrnitosť alebo neostrosť spôsobená nízkou kvalitou zaslanej fotografie, ani opotrebenie bežným používaním.

## 3. Uplatnenie reklamácie
Reklamáciu kupujúci uplatní e-mailom na {SHOP_EMAIL} alebo telefonicky na {SHOP_PHONE}. Uvedie číslo objednávky, opis vady a priloží fotografiu vady. Poškodenie pri preprave je potrebné uviesť v zápise s kuriérom pri prevzatí zásielky. Na požiadanie predávajúceho kupujúci tovar doručí na adresu predávajúceho; náklady na prepravu oprávnenej reklamácie znáša predávajúci.

## 4. Vybavenie reklamácie
Predávajúci o reklamácii rozhodne do 3 pracovných dní a vybaví ju bez zbytočného odkladu, najneskôr do 30 dní od jej uplatnenia. Odstrániteľnú vadu odstráni opravou alebo tovar vyrobí znova; ak to nie je možné, kupujúci má právo na primeranú zľavu alebo na odstúpenie od zmluvy a vrátenie ceny. O vybavení reklamácie predávajúci vydá kupujúcemu písomný doklad.

## 5. Záverečné ustanovenia
Ak spotrebiteľ nie je spokojný so spôsobom vybavenia reklamácie, môže sa obrátiť na predávajúceho so žiadosťou o nápravu a následne na subjekt alternatívneho riešenia sporov, ako uvádzajú obchodné podmienky.`,
  },
  'ochrana-osobnych-udajov': {
    title: 'Ochrana osobných údajov',
    body: `## 1. Prevádzkovateľ
Prevádzkovateľom osobných údajov je {SHOP_NAME}, {SHOP_ADDRESS}, IČO {SHOP_ICO}. Kontakt pre otázky o osobných údajoch: {SHOP_EMAIL}.

## 2. Aké údaje spracúvame a prečo
Na vybavenie objednávky spracúvame e-mail, telefón, meno a adresu na doručenie a fakturáciu, pri nákupe na firmu aj IČO, DIČ a IČ DPH, poznámku k objednávke a fotografiu, z ktorej tovar vyrábame. Právnym základom je plnenie zmluvy (čl. 6 ods. 1 písm. b) nariadenia GDPR). Daňové doklady uchovávame na splnenie zákonnej povinnosti (čl. 6 ods. 1 písm. c) GDPR) podľa zákona o účtovníctve a zákona o DPH.

Ak si založíte účet, spracúvame aj prihlasovacie meno a e-mail na jeho správu.

## 3. Ako dlho údaje uchovávame
Fotografie a konfigurácie, z ktorých nevznikla objednávka, vymažeme automaticky po 30 dňoch. Údaje objednávok uchovávame počas plynutia záručnej doby a premlčacích lehôt; daňové doklady 10 rokov od konca roka, v ktorom boli vystavené.

## 4. Príjemcovia
Údaje poskytujeme len v nevyhnutnom rozsahu kuriérskej spoločnosti na doručenie zásielky, banke pri platbe a poskytovateľom hostingu a e-mailu, ktorí ich spracúvajú v našom mene. Údaje neprenášame do tretích krajín.

## 5. Vaše práva
Máte právo na prístup k svojim údajom, ich opravu, vymazanie, obmedzenie spracúvania, prenosnosť a právo namietať. Žiadosť pošlite na {SHOP_EMAIL}. Máte tiež právo podať sťažnosť Úradu na ochranu osobných údajov Slovenskej republiky (www.dataprotection.gov.sk).

## 6. Cookies
Používame len cookies nevyhnutné na fungovanie obchodu (rozpracovaná objednávka návštevníka, prihlásenie). Analytické ani reklamné cookies nepoužívame.`,
  },
};
