import { ENTITIES, type EntityDef, type FieldDef } from '@fotoobraz/domain';
import { sampleInput } from '../../helpers/sample-input.ts';
import { HUGE, JUST_ABOVE, NUL, type BadRequest } from './cases.ts';

const writableFields = (entity: EntityDef, kinds: FieldDef['kind'][]) =>
  Object.entries(entity.fields).filter(([, f]) => kinds.includes(f.kind) && !f.serverOwned);

/** An administrator's POST of a sample `entity` whose `field` holds `value`: a 400 naming it. */
const refusedPost = (
  entity: EntityDef,
  field: string,
  value: unknown,
  what: string,
): BadRequest => {
  const base = `/api/${entity.apiPath}`;
  return {
    name: `POST ${base} with ${what}`,
    as: 'admin',
    method: 'POST',
    url: base,
    payload: sampleInput(entity, { [field]: value }),
    status: 400,
    field,
  };
};

/** The generic routes of every entity, read and written by an administrator. */
export const entityCases = (): BadRequest[] =>
  ENTITIES.flatMap((entity): BadRequest[] => {
    const base = `/api/${entity.apiPath}`;
    const cases: BadRequest[] = [
      {
        name: `GET ${base}/${HUGE}`,
        as: 'admin',
        method: 'GET',
        url: `${base}/${HUGE}`,
        status: 404,
      },
      {
        name: `DELETE ${base}/${JUST_ABOVE}`,
        as: 'admin',
        method: 'DELETE',
        url: `${base}/${JUST_ABOVE}`,
        status: 404,
      },
      {
        name: `PUT ${base}/${HUGE}`,
        as: 'admin',
        method: 'PUT',
        url: `${base}/${HUGE}`,
        payload: { id: HUGE },
        status: 404,
      },
      {
        name: `PUT ${base} with id ${HUGE}`,
        as: 'admin',
        method: 'PUT',
        url: base,
        payload: { id: HUGE },
        status: 400,
      },
      {
        name: `GET ${base}?id.equals=${HUGE}`,
        as: 'admin',
        method: 'GET',
        url: `${base}?id.equals=${HUGE}`,
        status: 400,
      },
      {
        name: `GET ${base}?id.in=1,${JUST_ABOVE}`,
        as: 'admin',
        method: 'GET',
        url: `${base}?id.in=1,${JUST_ABOVE}`,
        status: 400,
      },
      {
        name: `GET ${base} with a NUL in the query`,
        as: 'admin',
        method: 'GET',
        url: `${base}?cacheBuster=a%00b`,
        status: 400,
        field: 'cacheBuster',
      },
    ];
    const creatable = !['photo', 'craftedProduct', 'order'].includes(entity.name);
    const [text] = writableFields(entity, ['string', 'text']).filter(
      ([, f]) => f.kind === 'text' || !(f.kind === 'string' && (f.pattern || f.decimalText)),
    );
    if (creatable && text) {
      cases.push(refusedPost(entity, text[0], NUL, `a NUL in ${text[0]}`));
    }
    const [relation] = writableFields(entity, ['relation']);
    if (creatable && relation) {
      cases.push(refusedPost(entity, relation[0], { id: HUGE }, `${relation[0]} {id: ${HUGE}}`));
    }
    // '' removes a blob, which a required one cannot be.
    const [requiredBlob] = writableFields(entity, ['blob']).filter(([, f]) => f.required);
    if (creatable && requiredBlob) {
      for (const empty of ['', ' ']) {
        const what = `${requiredBlob[0]} ${JSON.stringify(empty)}`;
        cases.push(refusedPost(entity, requiredBlob[0], empty, what));
      }
    }
    const [relationFilter] = writableFields(entity, ['relation']);
    if (relationFilter) {
      const filter = `${relationFilter[0]}Id`;
      for (const query of [`${filter}.equals=${JUST_ABOVE}`, `${filter}.in=${HUGE}`]) {
        const url = `${base}?${query}`;
        cases.push({ name: `GET ${url}`, as: 'admin', method: 'GET', url, status: 400 });
      }
    }
    return cases;
  });
