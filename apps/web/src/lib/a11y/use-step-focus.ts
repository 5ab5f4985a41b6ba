import { useEffect, useRef, type RefObject } from 'react';

/** How long a step's heading may take to appear (its code or its picture still loading). */
const HEADING_WAIT_MS = 10_000;

const headingIn = (root: HTMLElement): HTMLElement | null => root.querySelector('h1');

const focusHeading = (heading: HTMLElement) => {
  // Focusable by script only: Tab still goes from control to control.
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
};

/**
 * Moves the focus to the heading of each step the wizard changes to, as a new page would put a
 * screen reader at its start. The press that changed the step leaves the button it pressed: the
 * next step's primary button, drawn where the previous one was, never takes a second Enter meant
 * for the previous one. The step the page opened with keeps the browser's focus.
 */
export const useStepFocus = (root: RefObject<HTMLElement | null>, step: number): void => {
  const shown = useRef(step);
  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    const container = root.current;
    if (!container) return;
    const now = headingIn(container);
    if (now) {
      focusHeading(now);
      return;
    }
    // The step is still loading: its heading is focused when it appears.
    const observer = new MutationObserver(() => {
      const heading = headingIn(container);
      if (!heading) return;
      observer.disconnect();
      focusHeading(heading);
    });
    observer.observe(container, { childList: true, subtree: true });
    const giveUp = window.setTimeout(() => observer.disconnect(), HEADING_WAIT_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(giveUp);
    };
  }, [root, step]);
};
