import type { EntityDef } from './entity.ts';
import type { FieldDef } from './fields.ts';
import type { MODEL } from './index.ts';

/** Any of the 18 entities, with its literal description. */
export type ModelEntity = (typeof MODEL)[number];
export type EntityName = ModelEntity['name'];
/** The entity called `N` ('user' is none of them: its relations carry only the login). */
export type EntityNamed<N extends string> = Extract<ModelEntity, { name: N }>;

type FieldsOf<E extends EntityDef> = E['fields'];
/** One object type instead of an intersection, so that editors show the row's fields. */
type Flat<T> = { [K in keyof T]: T[K] } & {};
type IsRequired<F> = F extends { required: true } ? true : false;

/** A field's value in the API's JSON, relations aside. */
export type ValueOf<F extends FieldDef> = F extends { kind: 'string' | 'text' | 'instant' | 'blob' }
  ? string
  : F extends { kind: 'integer' | 'long' | 'decimal' }
    ? number
    : F extends { kind: 'boolean' }
      ? boolean
      : F extends { kind: 'enum'; values: readonly (infer V)[] }
        ? V
        : F extends { kind: 'relation' }
          ? { id: number }
          : never;

type BlobName<E extends EntityDef> = {
  [K in keyof FieldsOf<E>]: FieldsOf<E>[K] extends { kind: 'blob' } ? K : never;
}[keyof FieldsOf<E>] &
  string;

/**
 * The row's own values: a required field is never null; a blob always may be (lists leave the
 * large ones out), and its content type travels beside it.
 */
type PlainValues<E extends EntityDef> = {
  -readonly [K in keyof FieldsOf<E>]: FieldsOf<E>[K] extends { kind: 'blob' }
    ? string | null
    : IsRequired<FieldsOf<E>[K]> extends true
      ? ValueOf<FieldsOf<E>[K]>
      : ValueOf<FieldsOf<E>[K]> | null;
} & { [K in BlobName<E> as `${K}ContentType`]: string | null };

/**
 * A related row as nested in another (answers/row.answers.ts): the target's fields, its own
 * relations nested alike, or only `{id}` when the caller may not read it; so every field but
 * the id may be missing.
 */
export type RelatedRow<T extends string> = T extends EntityName
  ? { id: number } & Partial<Omit<RowOf<EntityNamed<T>>, 'id'>>
  : { id: number; login?: string };

type RelationTarget<F> = F extends { kind: 'relation'; target: infer T extends string } ? T : never;

/**
 * A row as the API sends it (DESIGN.md §2): `id`, every field in the model, relations nested as
 * the related row (or `{id}`), blobs as base64 with their `<name>ContentType`, instants as ISO
 * 8601 text, enums as their values.
 * @example const frame: RowOf<typeof frame> = await api.get('/api/frames/7') // frame.frameProfile?.id
 */
export type RowOf<E extends EntityDef> = Flat<
  { id: number } & {
    [K in keyof PlainValues<E>]: K extends keyof FieldsOf<E>
      ? FieldsOf<E>[K] extends { kind: 'relation' }
        ? RelatedRow<RelationTarget<FieldsOf<E>[K]>> | null
        : PlainValues<E>[K]
      : PlainValues<E>[K];
  }
>;

/**
 * What a client sends to create or update a row: required fields present, the rest optional or
 * null, relations as `{id}`, blobs as base64 with their content type. A blob left out of an
 * update keeps what is stored.
 * @example const input: InputOf<typeof glass> = { name: 'Číre', pricePerSqare: 40 }
 */
export type InputOf<E extends EntityDef> = Flat<
  { id?: number | null } & {
    -readonly [
      K in keyof FieldsOf<E> as IsRequired<FieldsOf<E>[K]> extends true ? K : never
    ]: ValueOf<FieldsOf<E>[K]>;
  } & {
    -readonly [
      K in keyof FieldsOf<E> as IsRequired<FieldsOf<E>[K]> extends true ? never : K
    ]?: ValueOf<FieldsOf<E>[K]> | null;
  } & { [K in BlobName<E> as `${K}ContentType`]?: string | null }
>;
