import { useEffect, useRef, type RefObject } from 'react';

const focusableSelector = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

export interface FocusTrapOptions {
  /** Gets focus when the trap starts; else the container's first focusable element. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Escape pressed while the trap is on (the caller closes what it opened). */
  onEscape(): void;
}

/**
 * While `active`, keyboard focus belongs to `container` (a modal dialog, an open drawer): focus moves in,
 * Tab and Shift+Tab wrap around inside it, Escape calls `onEscape`, and when the trap ends focus goes
 * back to the element that had it before (the button that opened it), so a keyboard user is never lost.
 */
export function useFocusTrap(
  active: boolean,
  container: RefObject<HTMLElement | null>,
  { initialFocus, onEscape }: FocusTrapOptions,
): void {
  // The latest callback without restarting the trap (which would move focus) on every render.
  const escape = useRef(onEscape);
  escape.current = onEscape;

  useEffect(() => {
    if (!active) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (initialFocus?.current ?? focusableIn(container.current)[0] ?? container.current)?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        escape.current();
      } else if (event.key === 'Tab') {
        wrapTab(event, container.current);
      }
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      if (opener?.isConnected) opener.focus();
    };
    // initialFocus and container are refs: read when the trap starts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active]);
}

function focusableIn(container: HTMLElement | null): HTMLElement[] {
  if (!container) return [];
  return Array.from(container.querySelectorAll<HTMLElement>(focusableSelector)).filter(
    (element) => !element.closest('[hidden], [inert]') && getComputedStyle(element).display !== 'none',
  );
}

/** Tab from the last element goes to the first, Shift+Tab from the first to the last; from outside, in. */
function wrapTab(event: KeyboardEvent, container: HTMLElement | null) {
  const focusable = focusableIn(container);
  if (focusable.length === 0) return event.preventDefault();
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  const current = document.activeElement;
  const outside = !container?.contains(current);
  if (outside || (event.shiftKey && current === first)) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  } else if (!event.shiftKey && current === last) {
    event.preventDefault();
    first.focus();
  }
}
