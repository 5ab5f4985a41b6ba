import {
  contentTypeField,
  entityNamed,
  enumValueLabel,
  type EntityDef,
  type RelationField,
} from '@fotoobraz/domain';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { mayOpenTarget } from '../model/entity-access';
import { formatDecimalText, formatInstant, formatNumber } from '../model/format';
import { valueLabel } from '../model/overrides';
import { InlineImage, RemoteFileLink } from './image-view';

type Row = Record<string, unknown> & { id: number };

/** Where a related row's screen is: its entity's detail, or the user in user management. */
export const relationPath = (rel: RelationField, ref: Record<string, unknown>): string => {
  const target = entityNamed(rel.target);
  return target
    ? `/entity/${target.route}/${String(ref.id)}`
    : `/admin/user-management/${encodeURIComponent(String(ref.login ?? ''))}`;
};

/** A related row by its display field (name, title, login, totalSizeCm), or by its id. */
export const RelationValue = ({
  field,
  value,
  isAdmin,
}: {
  field: RelationField;
  value: unknown;
  isAdmin: boolean;
}) => {
  if (!value || typeof value !== 'object') return null;
  const ref = value as Record<string, unknown>;
  const shown = ref[field.display];
  const label =
    shown === null || shown === undefined || shown === '' ? String(ref.id) : String(shown);
  // A user is found by login; a nested reference the caller may not read has only its id.
  const linkable = mayOpenTarget(field.target, isAdmin) && (field.target !== 'user' || !!ref.login);
  if (!linkable) return <>{label}</>;
  return (
    <Link component={RouterLink} to={relationPath(field, ref)}>
      {label}
    </Link>
  );
};

/**
 * One field of a row as the lists and details show it: dates DD/MM/YY HH:mm, numbers and prices
 * in Slovak, booleans as words, images as thumbnails that open the file, related rows as links.
 */
export const FieldValue = ({
  entity,
  name,
  row,
  isAdmin,
  imageHeight,
}: {
  entity: EntityDef;
  name: string;
  row: Row;
  isAdmin: boolean;
  imageHeight: number;
}) => {
  const { t } = useTranslation();
  const field = entity.fields[name];
  const value = row[name];
  if (field.kind === 'blob') {
    const contentType = row[contentTypeField(name)];
    if (typeof contentType !== 'string' || contentType === '') return null;
    if (typeof value === 'string' && value !== '') {
      return (
        <InlineImage
          base64={value}
          contentType={contentType}
          height={imageHeight}
          alt={`${field.label} ${row.id}`}
        />
      );
    }
    return (
      <RemoteFileLink
        path={`api/${entity.apiPath}/${row.id}/${name}`}
        contentType={contentType}
        name={`${field.label} ${row.id}`}
      />
    );
  }
  if (value === null || value === undefined || value === '') return null;
  switch (field.kind) {
    case 'relation':
      return <RelationValue field={field} value={value} isAdmin={isAdmin} />;
    case 'boolean':
      return <>{t(value ? 'entity.boolean.true' : 'entity.boolean.false')}</>;
    case 'instant':
      return <>{formatInstant(String(value))}</>;
    case 'integer':
    case 'long':
    case 'decimal':
      return <>{typeof value === 'number' ? formatNumber(name, field, value) : String(value)}</>;
    case 'enum':
      return <>{enumValueLabel(field, String(value))}</>;
    case 'string':
      return (
        <>
          {field.decimalText
            ? formatDecimalText(name, String(value))
            : valueLabel(entity, name, String(value))}
        </>
      );
    default:
      return <>{String(value)}</>;
  }
};
