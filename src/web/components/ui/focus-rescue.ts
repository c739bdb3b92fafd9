/**
 * Focuses the page's main heading (its h1, made focusable with tabindex=-1 and marked so it shows
 * no ring: it is not a control), if there is one.
 */
export function focusMainHeading(): boolean {
  const heading = document.querySelector<HTMLElement>('main h1');
  if (!heading) return false;
  heading.tabIndex = -1;
  heading.dataset.routeHeading = '';
  heading.focus({ preventScroll: true });
  return document.activeElement === heading;
}
