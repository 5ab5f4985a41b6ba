import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

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
