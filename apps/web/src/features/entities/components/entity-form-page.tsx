import { fieldEntries, type EntityDef } from '@fotoobraz/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { entityFieldMessage } from '../../../lib/forms/field-messages';
import { refusalsOf, showRefusals } from '../../../lib/forms/server-errors';
import { useSchemaForm, type Describe } from '../../../lib/forms/use-schema-form';
import { entityFormQuery, useSaveEntity, type Row } from '../api/entity-api';
import {
  CONTENT_TYPE_ERROR,
  emptyValues,
  entityResolver,
  fieldOfPath,
  valuesOf,
  type Body,
  type FormMode,
  type FormValues,
} from '../model/entity-form';
import { formEntity } from '../model/overrides';
import { FieldInput } from './field-input';
import { FormActions } from '../../../components/page-actions';

/** The fields that take a whole row: images and long texts. */
const isWide = (kind: string) => kind === 'blob' || kind === 'text';

const EntityForm = ({
  entity,
  mode,
  id,
  row,
}: {
  entity: EntityDef;
  mode: FormMode;
  id?: number;
  row?: Row;
}) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveEntity(entity);
  const fields = formEntity(entity, mode);
  const [defaultValues] = useState<FormValues>(() =>
    row ? valuesOf(fields, row) : emptyValues(fields),
  );
  const resolver = useMemo(() => entityResolver(fields, mode, id), [fields, mode, id]);
  const describe = useCallback<Describe>(
    (name, error) =>
      entityFieldMessage(
        fields.fields[name],
        error.message ?? '',
        error.type === CONTENT_TYPE_ERROR,
      ),
    [fields],
  );
  const form = useSchemaForm<FormValues, Body>({ resolver, describe, defaultValues });
  const list = `/entity/${entity.route}`;

  const submit = form.handleSubmit((body) =>
    save.mutate(body, {
      onSuccess: () => void navigate(list),
      // The server's field errors (e.g. a relation that no longer exists) show at their fields.
      onError: (error) =>
        showRefusals(
          form.setError,
          refusalsOf(error, { placeOf: (path) => fieldOfPath(fields, path) }),
        ),
    }),
  );

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
          gap: 2,
          alignItems: 'start',
        }}
      >
        {mode === 'update' && (
          <TextField
            label={t('entity.field.id')}
            name="id"
            value={String(id)}
            slotProps={{ htmlInput: { readOnly: true } }}
            fullWidth
          />
        )}
        {fieldEntries(fields).map(([name, field]) => (
          <Box key={name} sx={{ gridColumn: isWide(field.kind) ? '1 / -1' : undefined }}>
            <Controller
              control={form.control}
              name={name}
              render={({ field: input, fieldState }) => (
                <FieldInput
                  entity={fields}
                  name={name}
                  field={field}
                  value={input.value}
                  onChange={input.onChange}
                  inputRef={input.ref}
                  error={form.messageOf(name, fieldState.error, input.value)}
                  current={row?.[name]}
                />
              )}
            />
          </Box>
        ))}
      </Box>
      <FormActions back={list} saving={save.isPending} sx={{ mt: 3 }} />
    </Box>
  );
};

/**
 * /new and /{id}/edit (spec §2): the mode is decided by whether the route has an id. Create
 * starts from the model's defaults; edit loads the row ('Loading...' meanwhile) and shows its
 * id read-only. Save is disabled while saving; after saving, the list.
 */
export const EntityFormPage = ({ entity, id }: { entity: EntityDef; id?: number }) => {
  const { t } = useTranslation();
  const mode: FormMode = id === undefined ? 'create' : 'update';
  const row = useQuery({ ...entityFormQuery(entity, id ?? 0), enabled: id !== undefined });
  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {mode === 'create'
          ? t('entity.form.createTitle', { label: entity.label })
          : t('entity.form.editTitle', { label: entity.label, id })}
      </Typography>
      {mode === 'update' && row.isPending ? (
        <Typography role="status">{t('entity.loading')}</Typography>
      ) : mode === 'update' && row.isError ? (
        <Alert severity="error">{t('entity.detail.failed')}</Alert>
      ) : (
        <EntityForm key={id ?? 'new'} entity={entity} mode={mode} id={id} row={row.data} />
      )}
    </Container>
  );
};
