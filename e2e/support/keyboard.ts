import type { Locator, Page } from 'playwright-core';

/**
 * Fails unless the focused element shows it: it matches :focus-visible (the browser decided the user
 * navigates by keyboard) and draws an outline or a box-shadow ring. Says which element when it fails.
 */
export async function expectFocusVisible(page: Page): Promise<void> {
  const focus = await page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { visible: false, element: 'nothing (body)' };
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const ring = style.boxShadow !== 'none';
    return {
      visible: element.matches(':focus-visible') && (outline || ring),
      element: element.outerHTML.slice(0, 160),
    };
  });
  if (!focus.visible) throw new Error(`The keyboard focus is not visible on ${focus.element}`);
}

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, checking at every stop that the focus is
 * visible. Fails after `max` presses, so a target the keyboard cannot reach fails the test.
 */
export async function tabTo(page: Page, target: Locator, { shift = false, max = 60 } = {}): Promise<void> {
  const handle = await target.elementHandle();
  for (let presses = 0; presses < max; presses += 1) {
    await page.keyboard.press(shift ? 'Shift+Tab' : 'Tab');
    await expectFocusVisible(page);
    if (await page.evaluate((element) => element === document.activeElement, handle)) return;
  }
  throw new Error(`${max} presses of ${shift ? 'Shift+Tab' : 'Tab'} never reached ${target.toString()}`);
}

/** True when `target` holds the keyboard focus. */
export function hasFocus(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === document.activeElement);
}
