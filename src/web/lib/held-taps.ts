/**
 * A tap on a drawn page's button before the page is alive does nothing: its handler is attached
 * when its part hydrates (docs/decisions/025), and on a slow phone that can be a second later. A
 * student who tapped "Get help" and saw nothing taps again or gives up. From the page's first
 * moment until its last part is alive, a tap on a button is held and given to the same button
 * once it is (the last one only: two taps on PLACE ORDER stay one order). Links are left to the
 * browser: they work as plain links meanwhile. Until the app's code runs, the boot script
 * (public/boot.js) holds the taps; this takes over from it without a gap.
 *
 * A select changed meanwhile shows its new value while the app still holds the old one (a cart
 * line showing 3 with 1 in the cart): once alive, each such select's change is told to the app
 * again, so it takes the value the student chose (before a held tap, which may depend on it).
 */
export function holdTapsUntilAlive(root: HTMLElement): (replay: boolean) => void {
  const fromBoot: { held?: HTMLButtonElement | null; changed?: HTMLSelectElement[] } = {};
  root.dispatchEvent(new CustomEvent(TAKE_OVER_TAPS, { detail: fromBoot }));
  let held = fromBoot.held ?? undefined;
  const changed = new Set(fromBoot.changed);
  const hold = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const button = target?.closest('button');
    if (!button || button.disabled || !root.contains(button)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held = button;
  };
  const keep = (event: Event) => {
    if (event.target instanceof HTMLSelectElement) changed.add(event.target);
  };
  root.addEventListener('click', hold, true);
  root.addEventListener('change', keep, true);
  return (replay) => {
    root.removeEventListener('click', hold, true);
    root.removeEventListener('change', keep, true);
    const button = held;
    held = undefined;
    // A page drawn anew (not hydrated) has new buttons and selects: the old ones are gone, and
    // so is what was done to them.
    if (!replay) return;
    const told = [...changed].filter((select) => select.isConnected && !select.disabled);
    for (const select of told) select.dispatchEvent(new Event('change', { bubbles: true }));
    const tap = () => {
      if (button?.isConnected && !button.disabled) button.click();
    };
    // After the changes' renders: the tap's handler then sees the values they set.
    if (told.length > 0) setTimeout(tap, 0);
    else tap();
  };
}

/** The event the boot script answers with the tap it held (public/boot.js). */
export const TAKE_OVER_TAPS = 'app-takes-taps';
