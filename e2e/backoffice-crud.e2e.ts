import {
  contentTypeField,
  ENTITIES,
  type EntityDef,
  type FieldDef,
  orderNumberOf,
  type RelationField,
} from '@fotoobraz/domain';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { makePlainPrint } from './support/api.ts';
import { backofficeForFile } from './support/backoffice.ts';
import { makeJpeg, makePng } from './support/photos.ts';
import { screenshot } from './support/screenshots.ts';
import { signedInPage } from './support/sign-in.ts';

/** How the delete dialog names a row: an order by its number, any other by its display field. */
const rowNameOf = (entity: EntityDef, row: Record<string, unknown>): string => {
  if (entity.name === 'order') return orderNumberOf(row as { id: number });
  const shown = row[entity.display];
  return typeof shown === 'string' && shown.trim() !== '' ? shown : String(row.id);
};

/**
 * Every one of the 18 entities, driven by the model: as admin, create a row through the form
 * (every required field, an image where there is one, a relation where there is one), find it
 * in the list, edit it, delete it, and check each step through the API.
 */

const bo = backofficeForFile();
let page: Page;
let problems: string[];
/** Rows the plans below refer to, made through the API before the forms are filled. */
const made: { photo?: number; paper?: number; craftedProduct?: number } = {};

beforeAll(async () => {
  ({ page, problems } = await signedInPage(bo.browser, bo.server.url, 'admin'));
});

type Value = string | boolean;

/** What the test writes into a field, by its kind in the model. */
const sampleOf = (entity: EntityDef, name: string, f: FieldDef): Value | undefined => {
  switch (f.kind) {
    case 'string':
      if (f.pattern?.source.includes(':')) return '3:2';
      if (f.pattern?.source.includes('x')) return '30x20';
      if (f.decimalText) return '18,50';
      return `E2E ${entity.name} ${name}`.slice(0, f.maxLength);
    case 'text':
      return `E2E ${entity.name} ${name}`;
    case 'integer':
    case 'long':
      return '3';
    case 'decimal':
      return '12,5';
    case 'instant':
      return '2026-11-22T10:30';
    case 'enum':
      return f.values[0];
    case 'boolean':
      return true;
    default:
      return undefined;
  }
};

/**
 * Where an entity needs more than 'required fields, one image, one relation': the server checks
 * what it is given. A crafted product must be a product the catalogue can make (a plain print
 * of a photo on paper); an order needs the back-office's date and status and a crafted product
 * nobody ordered yet.
 */
const PLANS: Record<
  string,
  { values?: Record<string, Value>; relations?: () => Record<string, number> } | undefined
> = {
  craftedProduct: {
    values: { productEnum: 'PLAINPHOTO', photoOnlyWidth: '30', photoOnlyHeight: '20', copies: '1' },
    relations: () => ({ photo: made.photo!, printMedia: made.paper! }),
  },
  order: {
    values: { status: 'POTVRDENA', email: 'jana@example.sk', phone: '+421 900 111 222' },
    relations: () => ({ craftedProduct: made.craftedProduct! }),
  },
};

/** The field changed by the edit step: a plain text if there is one, else a number. */
const editFieldOf = (entity: EntityDef): [string, Value] => {
  if (entity.name === 'craftedProduct') return ['copies', '2'];
  const entries = Object.entries(entity.fields).filter(([, f]) => !f.serverOwned);
  const text = entries.find(
    ([, f]) => (f.kind === 'string' && !f.pattern && !f.decimalText) || f.kind === 'text',
  );
  if (text) {
    const max = text[1].kind === 'string' ? text[1].maxLength : Infinity;
    return [text[0], `Upravené ${entity.name}`.slice(0, max)];
  }
  const number = entries.find(([, f]) => ['integer', 'long', 'decimal'].includes(f.kind));
  if (!number) throw new Error(`${entity.name} has nothing the edit step can change`);
  return [number[0], '42'];
};

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A form control by its label, with or without the required asterisk. */
const control = (label: string): Locator =>
  page.getByLabel(new RegExp(`^${escaped(label)}\\s*\\*?$`));

const fill = async (f: FieldDef, label: string, value: Value) => {
  if (f.kind === 'boolean') {
    await page.getByRole('checkbox', { name: label, exact: true }).setChecked(value === true);
  } else if (f.kind === 'enum') {
    await control(label).selectOption(String(value));
  } else {
    await control(label).fill(String(value));
  }
};

/** Chooses a relation's row by id, or its first row, once the choices have loaded. */
const choose = async (f: RelationField, id?: number): Promise<number> => {
  const select = control(f.label);
  await expect.poll(() => select.locator('option').count()).toBeGreaterThan(1);
  const value =
    id === undefined ? await select.locator('option').nth(1).getAttribute('value') : String(id);
  await select.selectOption(value!);
  return Number(value);
};

const save = async (entity: EntityDef) => {
  await page.getByRole('button', { name: 'Uložiť' }).click();
  await page.waitForURL(`${bo.server.url}/entity/${entity.route}`);
};

/** The newest row of the entity, through the API (every list can be sorted by id here). */
const newestId = async (entity: EntityDef): Promise<number> => {
  const query = entity.list.paged ? '?page=0&size=1&sort=id,desc' : '';
  const res = await bo.admin.get<{ id: number }[]>(`/api/${entity.apiPath}${query}`);
  expect(res.status).toBe(200);
  return Math.max(...res.body.map((r) => r.id));
};

/** The link of a row's id to its detail (other cells may show the same number). */
const idLink = (entity: EntityDef, id: number, label: string): Locator =>
  page
    .getByRole('link', { name: label, exact: true })
    .and(page.locator(`a[href="/entity/${entity.route}/${id}"]`));

/** Opens the list where the row shows: newest first where the list sorts; frame-2 scrolls. */
const showInList = async (entity: EntityDef, id: number, label = String(id)): Promise<Locator> => {
  const query = entity.list.sortable ? '?page=1&sort=id,desc' : '';
  await page.goto(`${bo.server.url}/entity/${entity.route}${query}`);
  const table = page.getByRole('table', { name: entity.labelPlural });
  await table.waitFor();
  // Scroll until the row shows, however long each next page takes to arrive.
  await expect
    .poll(
      async () => {
        if (await idLink(entity, id, label).isVisible()) return true;
        await page.mouse.wheel(0, 5000);
        return false;
      },
      { interval: 300 },
    )
    .toBe(true);
  return table.getByRole('row').filter({ has: idLink(entity, id, label) });
};

beforeAll(async () => {
  const { photo, paper, product } = await makePlainPrint(bo.admin, 'Podklad pre produkt.jpg');
  made.photo = photo.id;
  made.paper = paper;
  made.craftedProduct = product.id;
});

describe('every entity of the model through its generic screens, as admin', () => {
  it.each(ENTITIES.map((e) => [e.name, e] as const))(
    '%s: create, list, edit, delete',
    async (_name, entity) => {
      // What the page showed when a step failed, for whoever reads the failure.
      onTestFailed(() =>
        screenshot(page, `backoffice-failed-${entity.name}`, true).then(() => undefined),
      );
      const plan = PLANS[entity.name];
      const base = `/entity/${entity.route}`;

      // Create: the form of the model (a photo's is the upload: a JPEG and a title).
      await page.goto(`${bo.server.url}${base}`);
      await page.getByRole('link', { name: 'Vytvoriť nový záznam' }).click();
      await page.waitForURL(`${bo.server.url}${base}/new`);
      await page.getByRole('heading', { name: `Nový záznam: ${entity.label}` }).waitFor();

      const expected: Record<string, unknown> = {};
      const upload = entity.name === 'photo';
      if (upload) {
        const jpeg = await makeJpeg(2400, 1600);
        await page.getByLabel('Fotografia (JPEG)').setInputFiles({
          name: 'leto.jpg',
          mimeType: 'image/jpeg',
          buffer: jpeg,
        });
        await page.getByText(/^image\/jpeg, /).waitFor();
        await control('Názov').fill('Leto pri mori');
        expected.title = 'Leto pri mori';
        expected.thumbContentType = 'image/jpeg';
      } else {
        const fields = Object.entries(entity.fields);
        for (const [name, f] of fields) {
          const value =
            plan?.values?.[name] ?? (f.required ? sampleOf(entity, name, f) : undefined);
          if (value === undefined || f.kind === 'blob' || f.kind === 'relation') continue;
          await fill(f, f.label, value);
          expected[name] = value;
        }
        // Images the server computes (previews, thumbnails) are not the form's to fill.
        const blob =
          fields.find(([, f]) => f.kind === 'blob' && f.required) ??
          fields.find(([, f]) => f.kind === 'blob' && !f.serverOwned);
        if (blob) {
          await page.getByLabel(blob[1].label, { exact: true }).setInputFiles({
            name: 'vzor.png',
            mimeType: 'image/png',
            buffer: await makePng(),
          });
          await page
            .getByText(/^image\/png, /)
            .first()
            .waitFor();
          expected[contentTypeField(blob[0])] = 'image/png';
        }
        const wanted = plan?.relations?.();
        const relations = fields.filter(
          (e): e is [string, RelationField] => e[1].kind === 'relation',
        );
        for (const [name, f] of wanted
          ? relations.filter(([n]) => n in wanted)
          : relations.slice(0, 1)) {
          expected[name] = { id: await choose(f, wanted?.[name]) };
        }
      }
      if (entity.name === 'order') await screenshot(page, 'backoffice-form-order', true);
      await save(entity);

      // Through the API: the row exists with what was filled in.
      const id = await newestId(entity);
      const created = (await bo.admin.get<Record<string, unknown>>(`/api/${entity.apiPath}/${id}`))
        .body;
      for (const [name, value] of Object.entries(expected)) {
        const f = entity.fields[name];
        const stored = created[name];
        if (f?.kind === 'relation')
          expect((stored as { id: number }).id, name).toBe((value as { id: number }).id);
        else if (f?.kind === 'decimal' || f?.kind === 'integer' || f?.kind === 'long')
          expect(stored, name).toBe(Number(String(value).replace(',', '.')));
        else if (f?.kind === 'instant')
          expect(new Date(String(stored)).getTime(), name).toBe(new Date(String(value)).getTime());
        else if (f?.kind === 'string' && f.decimalText)
          expect(stored, name).toBe(String(value).replace(',', '.'));
        else expect(stored, name).toBe(value);
      }

      // In the list, with its id linking to the detail.
      // An order is listed and titled by the number its customer knows, any other row by its id.
      const label = entity.name === 'order' ? orderNumberOf(created as { id: number }) : String(id);
      const title = entity.name === 'order' ? `Objednávka č. ${label}` : `${entity.label} ${id}`;
      const row = await showInList(entity, id, label);
      await row.getByRole('link', { name: 'Zobraziť' }).click();
      await page.waitForURL(`${bo.server.url}${base}/${id}`);
      await page.getByRole('heading', { name: title }).waitFor();

      // Edit: one field changes; the id is read-only.
      await page.getByRole('link', { name: 'Upraviť' }).click();
      await page.waitForURL(`${bo.server.url}${base}/${id}/edit`);
      await expect.poll(() => page.getByLabel('ID', { exact: true }).inputValue()).toBe(String(id));
      expect(await page.getByLabel('ID', { exact: true }).getAttribute('readonly')).not.toBeNull();
      const [editName, editValue] = editFieldOf(entity);
      await fill(entity.fields[editName], entity.fields[editName].label, editValue);
      await save(entity);
      const edited = (await bo.admin.get<Record<string, unknown>>(`/api/${entity.apiPath}/${id}`))
        .body;
      const numeric = ['integer', 'long', 'decimal'].includes(entity.fields[editName].kind);
      expect(edited[editName]).toBe(numeric ? Number(editValue) : editValue);
      // Images the edit did not touch are kept.
      for (const [name, value] of Object.entries(expected)) {
        if (name.endsWith('ContentType')) expect(edited[name], name).toBe(value);
      }

      // Delete from the list: the confirmation, then the row is gone.
      const again = await showInList(entity, id, label);
      await again.getByRole('link', { name: 'Zmazať' }).click();
      const dialog = page.getByRole('dialog', { name: 'Potvrdenie zmazania' });
      await dialog
        .getByText(
          `Naozaj chcete zmazať tento záznam (${entity.label}): „${rowNameOf(entity, edited)}“?`,
        )
        .waitFor();
      await dialog.getByRole('button', { name: 'Zmazať' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.waitForURL((url) => url.pathname === base);
      expect((await bo.admin.get(`/api/${entity.apiPath}/${id}`)).status).toBe(404);
      await expect
        .poll(() => page.getByRole('link', { name: String(id), exact: true }).count())
        .toBe(0);

      expect(problems).toEqual([]);
    },
  );
});
