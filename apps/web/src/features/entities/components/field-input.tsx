import {
  enumValueLabel,
  type EntityDef,
  type FieldDef,
  type RelationField,
} from '@fotoobraz/domain';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import type { ChangeEvent, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { relationOptionsQuery } from '../api/entity-api';
import { isBlobValue, type FieldValue } from '../model/entity-form';
import { acceptOf, enumChoices } from '../model/overrides';
import { ImageInput } from './image-input';

interface InputProps {
  entity: EntityDef;
  name: string;
  field: FieldDef;
  value: FieldValue;
  onChange: (value: FieldValue) => void;
  /** Where a failed submit puts the cursor. */
  inputRef?: Ref<HTMLInputElement>;
  error?: string;
  /** The row's current related object, so a choice beyond the loaded options still shows. */
  current?: unknown;
}

const nativeSelect = { select: true, slotProps: { select: { native: true } } };

/** A relation as a select of the target's rows by their display field, sent as `{id}`. */
const RelationInput = ({
  field,
  value,
  onChange,
  inputRef,
  error,
  current,
}: InputProps & { field: RelationField }) => {
  const { t } = useTranslation();
  const options = useQuery(relationOptionsQuery(field.target, field.display));
  const rows = options.data?.rows ?? [];
  const ref = current && typeof current === 'object' ? (current as Record<string, unknown>) : null;
  const extra =
    ref && !rows.some((r) => String(r.id) === String(ref.id))
      ? [{ id: Number(ref.id), label: String(ref[field.display] ?? ref.id) }]
      : [];
  const cut = options.data && options.data.total > rows.length;
  return (
    <TextField
      {...nativeSelect}
      label={field.label}
      value={String(value)}
      onChange={(e) => onChange(e.target.value)}
      inputRef={inputRef}
      slotProps={{ ...nativeSelect.slotProps, inputLabel: { shrink: true } }}
      error={Boolean(error)}
      helperText={
        error ??
        (options.isPending
          ? t('entity.loading')
          : cut
            ? t('entity.form.optionsCut', { shown: rows.length, total: options.data.total })
            : undefined)
      }
      fullWidth
    >
      <option value="">{t('entity.form.none')}</option>
      {[...extra, ...rows].map((r) => (
        <option key={r.id} value={String(r.id)}>
          {r.label}
        </option>
      ))}
    </TextField>
  );
};

/** The input of one field, by its kind in the model. */
export const FieldInput = (props: InputProps) => {
  const { entity, name, field, value, onChange, inputRef, error } = props;
  const { t } = useTranslation();
  const text = typeof value === 'string' ? value : '';
  const common = {
    label: field.label,
    name,
    inputRef,
    error: Boolean(error),
    helperText: error,
    fullWidth: true,
    value: text,
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(e.target.value),
  };
  // The label's asterisk, without the native constraint that lets the browser speak first.
  const requiredMark = { required: field.required };
  const htmlRequired = { 'aria-required': field.required || undefined };
  switch (field.kind) {
    case 'blob':
      return (
        <ImageInput
          label={field.label}
          value={isBlobValue(value) ? value : { data: null, contentType: null, changed: false }}
          onChange={onChange}
          accept={acceptOf(entity)}
          required={field.required}
          error={error}
        />
      );
    case 'boolean':
      return (
        <FormControlLabel
          control={
            <Checkbox
              name={name}
              checked={value === true}
              onChange={(e) => onChange(e.target.checked)}
            />
          }
          label={field.label}
        />
      );
    case 'relation':
      return <RelationInput {...props} field={field} />;
    case 'enum':
      return (
        <TextField
          {...common}
          {...nativeSelect}
          slotProps={{
            ...nativeSelect.slotProps,
            inputLabel: { shrink: true, ...requiredMark },
            htmlInput: htmlRequired,
          }}
        >
          <option value="">{t('entity.form.none')}</option>
          {enumChoices(field.values, text).map((v) => (
            <option key={v} value={v}>
              {enumValueLabel(field, v)}
            </option>
          ))}
        </TextField>
      );
    case 'instant':
      return (
        <TextField
          {...common}
          type="datetime-local"
          slotProps={{ inputLabel: { shrink: true, ...requiredMark }, htmlInput: htmlRequired }}
        />
      );
    case 'integer':
    case 'long':
    case 'decimal':
      return (
        <TextField
          {...common}
          slotProps={{
            inputLabel: requiredMark,
            htmlInput: {
              ...htmlRequired,
              inputMode: field.kind === 'decimal' ? 'decimal' : 'numeric',
            },
          }}
        />
      );
    case 'text':
      return (
        <TextField
          {...common}
          multiline
          minRows={3}
          slotProps={{ inputLabel: requiredMark, htmlInput: htmlRequired }}
        />
      );
    case 'string':
      return (
        <TextField
          {...common}
          multiline={field.maxLength > 255}
          minRows={field.maxLength > 255 ? 2 : undefined}
          slotProps={{ inputLabel: requiredMark, htmlInput: htmlRequired }}
        />
      );
  }
};
