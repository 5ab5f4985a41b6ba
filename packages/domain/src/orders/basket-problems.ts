/** A basket line's choice the catalogue no longer offers, with what to do about it, in Slovak. */
export interface BasketProblem {
  field: string;
  message: string;
}

/** The choices of a crafted product, named as the customer knows them, and how to ask for another. */
const CHOICES: Record<string, { noun: string; another: string }> = {
  productConfig: { noun: 'Rozmer', another: 'Vyberte iný.' },
  printMedia: { noun: 'Tlačové médium', another: 'Vyberte iné.' },
  pasparta: { noun: 'Pasparta', another: 'Vyberte inú.' },
  glass: { noun: 'Sklo', another: 'Vyberte iné.' },
  frame: { noun: 'Rám', another: 'Vyberte iný.' },
};

/**
 * What the basket says of a crafted product whose `field` names a row the catalogue no longer
 * offers (`name`: the row's name, when it still exists).
 * @example basketProblemOf('frame', 'Dub 20') // -> { field: 'frame', message: 'Rám „Dub 20“ už nie je v ponuke. Vyberte iný.' }
 */
export const basketProblemOf = (field: string, name?: string | null): BasketProblem => {
  if (field === 'photo' || field === 'internalImage') {
    return {
      field: 'photo',
      message: 'Fotografia už nie je k dispozícii. Nahrajte ju znova a produkt nastavte odznova.',
    };
  }
  if (field === 'productEnum') {
    return { field, message: 'Tento druh produktu už nie je v ponuke. Vyberte iný.' };
  }
  const choice = CHOICES[field];
  if (!choice) {
    return { field, message: 'Tento produkt už nie je možné objednať takto. Upravte ho.' };
  }
  const named = name ? ` „${name}“` : '';
  return { field, message: `${choice.noun}${named} už nie je v ponuke. ${choice.another}` };
};
