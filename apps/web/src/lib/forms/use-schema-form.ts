import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useMemo } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldError,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { faultOf, lengthBoundsOf } from './faults';
import { wordFault, type FieldMessage, type Wording } from './field-messages';

/** An error whose message is already an i18n key: a refusal the server named (`userexists`). */
export const TEXT_ERROR = 'text';

/** Words a field's error: the form knows which rules and bounds stand behind it. */
export type Describe = (name: string, error: FieldError, value: unknown) => FieldMessage;

export type SchemaForm<V extends FieldValues, O = V> = UseFormReturn<V, unknown, O> & {
  /** The Slovak text of a field's error, or undefined when it has none. */
  messageOf(name: Path<V>, error: FieldError | undefined, value: unknown): string | undefined;
};

/**
 * A react-hook-form form whose messages show after the first submit and then follow the typing,
 * as the app's forms always behaved. Its messages are the app's own texts: forms using it carry
 * `noValidate` and no native constraint, so the browser never speaks first.
 */
export const useSchemaForm = <V extends FieldValues, O = V>({
  resolver,
  describe,
  defaultValues,
  shouldFocusError = true,
}: {
  resolver: Resolver<V, unknown, O>;
  describe: Describe;
  defaultValues: DefaultValues<V>;
  /** False for a form that puts the cursor in its first refused field itself. */
  shouldFocusError?: boolean;
}): SchemaForm<V, O> => {
  const { t } = useTranslation();
  const form = useForm<V, unknown, O>({
    resolver,
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError,
  });
  const messageOf = useCallback(
    (name: Path<V>, error: FieldError | undefined, value: unknown) => {
      if (!error?.message) return undefined;
      if (error.type === TEXT_ERROR) return t(error.message);
      const { key, params } = describe(name, error, value);
      return t(key, params);
    },
    [t, describe],
  );
  // The form keeps its identity from render to render, so a memoised part of a page that takes
  // it is not drawn again when only the page changed.
  return useMemo(() => Object.assign(form, { messageOf }), [form, messageOf]);
};

/** Any object schema of zod whose shape can be looked into for a field's bounds. */
type ObjectSchema = z.ZodType<unknown, FieldValues> & { shape: Record<string, unknown> };

/**
 * The resolver and the wording of a form that is one of the domain's request schemas (perhaps
 * with a form's own additions): the schema checks, the wording says it in Slovak. The form's
 * values may be narrower than what the schema takes (texts where it also takes null). A form
 * whose schema checks through another one names that one's shape for the length bounds.
 * @example schemaRules(RegistrationForm, ACCOUNT_WORDING)
 */
export const schemaRules = <
  S extends ObjectSchema,
  V extends z.input<S> & FieldValues = z.input<S>,
>(
  schema: S,
  wording: Wording,
  boundsShape: Record<string, unknown> = schema.shape,
): { resolver: Resolver<V, unknown, z.output<S>>; describe: Describe } => ({
  resolver: zodResolver(schema) as unknown as Resolver<V, unknown, z.output<S>>,
  describe: (name, error, value) =>
    wordFault(wording, name, faultOf(error, value, lengthBoundsOf(boundsShape[name])), value),
});
