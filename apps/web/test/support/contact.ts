import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Fills the order's contact as a customer does: the e-mail typed, the person the documents name
 * (issue 15) pasted a field at once, and the terms accepted.
 */
export const fillContact = async () => {
  await userEvent.type(screen.getByRole('textbox', { name: /E-mail/ }), 'jana@example.sk');
  for (const [name, text] of [
    [/Meno a priezvisko/, 'Jana Nováková'],
    [/Ulica a číslo/, 'Hlavná 1'],
    [/PSČ/, '949 01'],
    [/Obec/, 'Nitra'],
  ] as const) {
    await userEvent.click(screen.getByRole('textbox', { name }));
    await userEvent.paste(text);
  }
  await userEvent.click(
    screen.getByRole('checkbox', { name: /Súhlasím s obchodnými podmienkami/ }),
  );
};
