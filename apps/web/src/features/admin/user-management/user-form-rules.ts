import { EMAIL_LENGTH, EMAIL_PATTERN, LOGIN_LENGTH, LOGIN_PATTERN } from '@fotoobraz/domain';

/** An i18n key with its parameters. */
export interface Message {
  key: string;
  params?: Record<string, unknown>;
}

export interface UserFormValues {
  login: string;
  firstName: string;
  lastName: string;
  email: string;
  activated: boolean;
  langKey: string;
  authorities: string[];
}

/**
 * The user form's checks, the server's rules (JHipster's AdminUserDTO), in the spec's shared
 * message keys.
 * @example validateUser({ login: 'ja na', ... }).login // -> { key: 'entity.validation.pattern', ... }
 */
export const validateUser = (v: UserFormValues): Partial<Record<keyof UserFormValues, Message>> => {
  const errors: Partial<Record<keyof UserFormValues, Message>> = {};
  if (v.login.trim() === '') errors.login = { key: 'entity.validation.required' };
  else if (v.login.length > LOGIN_LENGTH.max) {
    errors.login = { key: 'entity.validation.maxlength', params: { max: LOGIN_LENGTH.max } };
  } else if (!LOGIN_PATTERN.test(v.login)) {
    errors.login = { key: 'entity.validation.pattern', params: { pattern: LOGIN_PATTERN.source } };
  }
  for (const name of ['firstName', 'lastName'] as const) {
    if (v[name].length > 50)
      errors[name] = { key: 'entity.validation.maxlength', params: { max: 50 } };
  }
  if (v.email.trim() === '') errors.email = { key: 'entity.validation.required' };
  else if (v.email.length < EMAIL_LENGTH.min) {
    errors.email = {
      key: 'userManagement.validation.emailMinlength',
      params: { min: EMAIL_LENGTH.min },
    };
  } else if (v.email.length > EMAIL_LENGTH.max) {
    errors.email = { key: 'entity.validation.maxlength', params: { max: EMAIL_LENGTH.max } };
  } else if (!EMAIL_PATTERN.test(v.email)) {
    errors.email = { key: 'userManagement.validation.email' };
  }
  return errors;
};
