import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useController, type FieldValues, type Path } from 'react-hook-form';
import type { SchemaForm } from './use-schema-form';

/** A labelled MUI checkbox bound to one boolean field of a schema form. */
export const FormCheckbox = <V extends FieldValues, O>({
  form,
  name,
  label,
  disabled,
}: {
  form: SchemaForm<V, O>;
  name: Path<V>;
  label: string;
  disabled?: boolean;
}) => {
  const { field } = useController({ control: form.control, name });
  return (
    <FormControlLabel
      control={
        <Checkbox
          name={field.name}
          checked={field.value === true}
          disabled={disabled}
          onChange={(e) => field.onChange(e.target.checked)}
        />
      }
      label={label}
    />
  );
};
