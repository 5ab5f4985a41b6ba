import type { Page } from 'playwright-core';

/**
 * The chosen radio of a step 2 group and the first other one whose price differs (its label shows
 * a difference other than +0,00 €), alternately.
 */
export const twoRadios = async (page: Page, group: string) => {
  const radios = page.getByRole('group', { name: group }).getByRole('radio');
  const options = await radios.evaluateAll((inputs) =>
    inputs.map((input) => ({
      checked: (input as HTMLInputElement).checked,
      text: input.closest('label')?.textContent ?? '',
    })),
  );
  const checked = options.findIndex((o) => o.checked);
  const other = options.findIndex(
    (o, i) => i !== checked && /[+-]\d+,\d{2}/.test(o.text) && !/[+-]0,00/.test(o.text),
  );
  if (checked < 0 || other < 0) throw new Error(`no two prices to alternate in '${group}'`);
  return (i: number) => radios.nth(i % 2 === 0 ? other : checked).check();
};

/**
 * Through the picker, as a customer does: the first frame of its list that is not the chosen one,
 * so the choice alternates between its first two frames.
 */
export const otherFrame = (page: Page) => async () => {
  await page.getByRole('button', { name: 'Vybrať iný rám' }).click();
  const dialog = page.getByRole('dialog', { name: 'Výber rámu' });
  await dialog.getByTestId('frame-list').getByRole('button').nth(1).waitFor();
  await dialog.getByTestId('frame-list').getByRole('button', { pressed: false }).first().click();
  await dialog.waitFor({ state: 'detached' });
};

/** Sets WEB_DEFAULT_PRODUCT_ENUM as the shop's admin; returns the value it had. */
export const setDefaultProduct = async (url: string, productEnum: string): Promise<string> => {
  const auth = await fetch(`${url}/api/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'admin' }),
  });
  const { id_token: token } = (await auth.json()) as { id_token: string };
  const params = (await (
    await fetch(`${url}/api/global-params?startswith=WEB_DEFAULT_PRODUCT_ENUM`)
  ).json()) as { id: number; name: string; value: string }[];
  const param = params.find((p) => p.name === 'WEB_DEFAULT_PRODUCT_ENUM')!;
  const put = await fetch(`${url}/api/global-params/${param.id}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ ...param, value: productEnum }),
  });
  if (!put.ok) throw new Error(`setting WEB_DEFAULT_PRODUCT_ENUM: ${put.status}`);
  return param.value;
};
