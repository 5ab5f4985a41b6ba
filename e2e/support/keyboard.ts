import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Where the keyboard focus is and whether a person can see it: the focused element, or for a
 * visually hidden native input (a radio, the file input) the control drawn around it, has an
 * outline of at least 2 px; a text field shows its focus as the 2 px border of its box.
 */
export const focusShown = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return { what: 'nothing focused', shown: false };
    const what = `${active.tagName.toLowerCase()} ${
      active.getAttribute('aria-label') ?? active.textContent?.trim().slice(0, 40) ?? ''
    }`;
    const outlined = (el: Element) => {
      const style = getComputedStyle(el);
      const box = el.getBoundingClientRect();
      return (
        style.outlineStyle !== 'none' &&
        parseFloat(style.outlineWidth) >= 2 &&
        box.width > 0 &&
        box.height > 0
      );
    };
    const field = active.closest('.MuiOutlinedInput-root.Mui-focused');
    const notch = field?.querySelector('.MuiOutlinedInput-notchedOutline');
    if (notch && parseFloat(getComputedStyle(notch).borderTopWidth) >= 2)
      return { what, shown: true };
    let el: Element | null = active;
    for (let depth = 0; el && depth < 4; depth++, el = el.parentElement) {
      if (outlined(el)) return { what, shown: true };
    }
    return { what, shown: false };
  });

/** The focus is on `target` (or inside it) and can be seen. */
const isFocused = (target: Locator) =>
  target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement));

/** MUI marks keyboard focus in its next render, so the ring may come a moment after the key. */
const expectFocusShown = async (page: Page) => {
  let focus = await focusShown(page);
  for (let i = 0; i < 10 && !focus.shown; i++) {
    await page.waitForTimeout(50);
    focus = await focusShown(page);
  }
  expect(focus.shown, `no visible focus on ${focus.what}`).toBe(true);
};

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, checking at every stop that the focus
 * is visible. A new control in a form (a terms checkbox, say) is reached the same way, then
 * ticked with `page.keyboard.press('Space')`.
 */
export const tabTo = async (page: Page, target: Locator, { back = false, max = 80 } = {}) => {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (await isFocused(target)) {
      await expectFocusShown(page);
      return;
    }
    if (await page.evaluate(() => document.activeElement !== document.body))
      await expectFocusShown(page);
  }
  throw new Error(`${max} presses of Tab did not reach ${target.toString()}`);
};

/** Presses `key` until `radio` is checked (arrows move the choice in a radio group). */
export const arrowTo = async (page: Page, radio: Locator, key = 'ArrowDown', max = 20) => {
  for (let i = 0; i < max && !(await radio.isChecked()); i++) {
    await page.keyboard.press(key);
    await expectFocusShown(page);
  }
  expect(await radio.isChecked()).toBe(true);
};

/** Presses `key` with the focus where it is and checks the focus is still visible. */
export const press = async (page: Page, key: string) => {
  await page.keyboard.press(key);
  await expectFocusShown(page);
};
