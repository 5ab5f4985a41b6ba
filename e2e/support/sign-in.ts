import type { Locator, Page } from 'playwright-core';
import { watchConsole, type TestBrowser } from './browser.ts';

/**
 * Fills the sign-in dialog that is open, or opening, on the page and submits it. Returns the
 * dialog: it closes on success and stays with its message on a refusal.
 */
export const submitSignIn = async (
  page: Page,
  login: string,
  password = login,
): Promise<Locator> => {
  const dialog = page.getByRole('dialog', { name: 'Prihlásenie' });
  await dialog.waitFor();
  await dialog.getByLabel('Používateľské meno').fill(login);
  await dialog.getByLabel('Heslo').fill(password);
  await dialog.getByRole('button', { name: 'Prihlásiť sa' }).click();
  return dialog;
};

/** Signs in through the dialog open on the page and waits until it has closed. */
export const signInHere = async (page: Page, login: string, password = login) => {
  const dialog = await submitSignIn(page, login, password);
  await dialog.waitFor({ state: 'detached' });
};

/** Signs in through the login page. */
export const signIn = async (page: Page, baseUrl: string, login: string, password = login) => {
  await page.goto(`${baseUrl}/login`);
  await signInHere(page, login, password);
};

/** A tab signed in as `login` with the back-office in its header, and what its console says. */
export const signedInPage = async (
  browser: TestBrowser,
  baseUrl: string,
  login: string,
): Promise<{ page: Page; problems: string[] }> => {
  const page = await browser.newPage();
  const problems = watchConsole(page);
  await signIn(page, baseUrl, login);
  await page.getByRole('button', { name: 'Evidencia' }).waitFor();
  return { page, problems };
};
