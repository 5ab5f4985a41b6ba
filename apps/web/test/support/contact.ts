import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Fills the order's contact as a customer picking up in person does: the e-mail typed and the
 * terms accepted, nothing more.
 */
export const fillContact = async () => {
  await userEvent.type(screen.getByRole('textbox', { name: /E-mail/ }), 'jana@example.sk');
  await userEvent.click(
    screen.getByRole('checkbox', { name: /Súhlasím s obchodnými podmienkami/ }),
  );
};

/** The order a private customer picking up piece 5 in person sends: e-mail, phone and note alone. */
export const PICKUP_ORDER_REQUEST = {
  email: 'jana@example.sk',
  phone: '',
  userNote: '',
  status: 'POTVRDENA',
  craftedProduct: { id: 5 },
  handoverMethod: 'OSOBNY_ODBER',
  termsVersion: 3,
};
