/**
 * The Slovak name of every code of the specification's enumerations, as the back office shows
 * it (the data keeps the code). A code means the same in every enumeration it appears in
 * (MATNY is matte paper, glass or frame alike). The pasparta's old spelling BRONOZVA reads as
 * BRONZOVA.
 * @example ENUM_VALUE_LABELS.STRIEBORNA // -> 'Strieborná'
 */
export const ENUM_VALUE_LABELS: Readonly<Record<string, string>> = {
  PLAINPHOTO: 'Fotografia',
  PLAINPHOTOLAMIN: 'Laminovaná fotografia',
  PHOTOPASPARTAFRAME: 'Fotografia s paspartou v ráme',
  PHOTOFRAME: 'Fotografia v ráme',
  PHOTOCANVAS: 'Fotoobraz na plátne',
  PHOTOCANVASFRAME: 'Fotoobraz na plátne v ráme',
  PHOTODESK: 'Fotografia na doske',
  PHOTODESKLAMIN: 'Laminovaná fotografia na doske',
  PHOTODESKFRAME: 'Fotografia na doske v ráme',
  PHOTODESKFRAMELAMIN: 'Laminovaná fotografia na doske v ráme',
  PHOTOGLASS: 'Fotografia pod sklom',
  PAPIER: 'Papier',
  PLATNO: 'Plátno',
  DOSKA: 'Doska',
  PREMIOVY: 'Prémiový',
  FINEART: 'Fine art',
  MATNY: 'Matný',
  POLOMATNY: 'Polomatný',
  LESKLY: 'Lesklý',
  ULTRALESKLY: 'Ultralesklý',
  STANDARDNA: 'Štandardná',
  MUZEALNA: 'Muzeálna',
  CIERNA: 'Čierna',
  STRIEBORNA: 'Strieborná',
  SEDA: 'Sivá',
  HNEDA: 'Hnedá',
  BIELA: 'Biela',
  BEZOVA: 'Béžová',
  ZLATA: 'Zlatá',
  PRIRODNA: 'Prírodná',
  BRONZOVA: 'Bronzová',
  BRONOZVA: 'Bronzová',
  ZLTA: 'Žltá',
  ORANZOVA: 'Oranžová',
  CERVENA: 'Červená',
  PLATINOVA: 'Platinová',
  MODRA: 'Modrá',
  ZELENA: 'Zelená',
  FIALOVA: 'Fialová',
  HLINIKOVY: 'Hliníkový',
  DREVENY: 'Drevený',
  ZAKLADNA: 'Základná',
  STREDNA: 'Stredná',
  VYSSIA: 'Vyššia',
  EDICIA: 'Edícia',
  POZADIE: 'Pozadie',
  BANNER: 'Banner',
};

/**
 * How a value of an enum field is shown: by the field's own names, else by the specification's,
 * else as stored (the editions are their own names already).
 * @example enumValueLabel(frame.fields.frameColorCatEnum, 'CIERNA') // -> 'Čierna'
 */
export const enumValueLabel = (
  field: { valueLabels?: Readonly<Record<string, string>> },
  value: string,
): string => field.valueLabels?.[value] ?? ENUM_VALUE_LABELS[value] ?? value;
