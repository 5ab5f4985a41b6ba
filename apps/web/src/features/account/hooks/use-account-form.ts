import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Message, Messages } from '../model/account-rules';

/** What binds a MUI TextField to one field of the form. */
export interface FieldProps {
  name: string;
  value: string;
  onChange(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>): void;
  error: boolean;
  helperText: string | undefined;
}

/**
 * The state of one account form of text fields: values, their messages (shown after the first
 * submit, then kept current while typing) and the props that bind a MUI TextField to a field.
 */
export const useAccountForm = <V extends { [K in keyof V]: string }>(
  initial: V,
  validate: (values: V) => Messages<keyof V & string>,
) => {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const [messages, setMessages] = useState<Messages<keyof V & string>>({});
  const [submitted, setSubmitted] = useState(false);

  const text = (m: Message | undefined) => (m ? t(m.key, m.params) : undefined);

  /** Props for the TextField of `name`: value, change handler, error state and message. */
  const field = (name: keyof V & string): FieldProps => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const next = { ...values, [name]: event.target.value };
      setValues(next);
      if (submitted) setMessages(validate(next));
    },
    error: Boolean(messages[name]),
    helperText: text(messages[name]),
  });

  /** Validates everything; true when the form may be sent. */
  const check = (): boolean => {
    setSubmitted(true);
    const found = validate(values);
    setMessages(found);
    return Object.keys(found).length === 0;
  };

  /** A message the server gave for one field (e.g. the login is taken). */
  const reject = (name: keyof V & string, message: Message) =>
    setMessages((current) => ({ ...current, [name]: message }));

  const reset = (next: V = initial) => {
    setValues(next);
    setMessages({});
    setSubmitted(false);
  };

  return { values, field, check, reject, reset };
};
