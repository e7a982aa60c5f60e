/**
 * Scrolls the window so `element` is at the top (below its scroll margin), over `durationMs` (500 ms for
 * 'Shop now'). Native smooth scrolling has no duration, hence the small animation; people who ask
 * for reduced motion get an instant jump.
 */
export function scrollToElement(element: HTMLElement, durationMs: number): void {
  const start = window.scrollY;
  // Honour the element's scroll-margin-top (room for a sticky top bar), as scrollIntoView would.
  const margin = parseFloat(getComputedStyle(element).scrollMarginTop) || 0;
  const target = Math.max(0, start + element.getBoundingClientRect().top - margin);
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  if (reduceMotion || durationMs <= 0 || start === target) {
    window.scrollTo(0, target);
    return;
  }
  let startedAt: number | null = null;
  const step = (now: number) => {
    startedAt ??= now;
    const progress = Math.min((now - startedAt) / durationMs, 1);
    window.scrollTo(0, start + (target - start) * easeInOutCubic(progress));
    if (progress < 1) window.requestAnimationFrame(step);
  };
  window.requestAnimationFrame(step);
}

function easeInOutCubic(t: number): number {
  return t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2;
}
