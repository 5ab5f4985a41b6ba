import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** Account form tests type a lot into MUI fields; on a busy machine that takes its time. */
export const FORM_TEST_TIMEOUT_MS = 20_000;

/** How long to wait for a lazily loaded account page. */
export const PAGE_LOAD = { timeout: 5000 };

/**
 * A user who fills fields as a person pasting into them: one change per field instead of one per
 * key, which keeps these tests quick without leaving the field's real input handling.
 */
export const formUser = () => {
  const user = userEvent.setup();
  return {
    user,
    fill: async (label: string | RegExp, value: string) => {
      if (value === '') return;
      await user.click(screen.getByLabelText(label));
      await user.paste(value);
    },
    press: (name: string) => user.click(screen.getByRole('button', { name })),
  };
};
