import type { InputLabelProps } from '@mui/material/InputLabel';
import type { SelectProps } from '@mui/material/Select';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, type FieldValues, type Path } from 'react-hook-form';
import type { SchemaForm } from './use-schema-form';

/**
 * A MUI text field bound to one field of a schema form, showing its message. `required` marks
 * the label and tells assistive technology, but sets no native constraint: the schema decides,
 * and its message is the app's Slovak one, never the browser's.
 */
export const FormTextField = <V extends FieldValues, O>({
  form,
  name,
  deps,
  checkOnBlur = false,
  required = false,
  slotProps,
  ...props
}: {
  form: SchemaForm<V, O>;
  name: Path<V>;
  /** Fields whose message depends on this one (a confirmation on its password). */
  deps?: Path<V>[];
  /**
   * Check the field as the customer leaves it (and again as they correct it), not only on submit:
   * for a number whose fault they can fix at once, such as an IČO's check digit.
   */
  checkOnBlur?: boolean;
  required?: boolean;
  slotProps?: {
    htmlInput?: Record<string, unknown>;
    inputLabel?: Partial<InputLabelProps>;
    select?: Partial<SelectProps>;
  };
} & Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'required' | 'slotProps'
>) => {
  const { field, fieldState } = useController({ control: form.control, name, rules: { deps } });
  const message = form.messageOf(name, fieldState.error, field.value);
  return (
    <TextField
      {...props}
      name={field.name}
      value={field.value ?? ''}
      onChange={(event) => {
        field.onChange(event);
        if (checkOnBlur && fieldState.error) void form.trigger(name);
      }}
      onBlur={() => {
        field.onBlur();
        if (!checkOnBlur) return;
        const typed = typeof field.value === 'string' && field.value.trim() !== '';
        if (typed) void form.trigger(name);
        // A field emptied again is judged on submit, as every other one.
        else if (!form.formState.isSubmitted) form.clearErrors(name);
      }}
      inputRef={field.ref}
      error={message !== undefined}
      helperText={message ?? props.helperText}
      slotProps={{
        ...slotProps,
        inputLabel: { required, ...slotProps?.inputLabel },
        htmlInput: { 'aria-required': required || undefined, ...slotProps?.htmlInput },
      }}
    />
  );
};
