/**
 * A tap on a drawn page's button before the page is alive does nothing: its handler is attached
 * when its part hydrates (docs/decisions/025), and on a slow phone that can be a second later. A
 * student who tapped "Get help" and saw nothing taps again or gives up. From the page's first
 * moment until its last part is alive, a tap on a button is held and given to the same button
 * once it is (the last one only: two taps on PLACE ORDER stay one order). Links are left to the
 * browser: they work as plain links meanwhile. Until the app's code runs, the boot script
 * (public/boot.js) holds the taps; this takes over from it without a gap.
 */
export function holdTapsUntilAlive(root: HTMLElement): (replay: boolean) => void {
  const fromBoot: { held?: HTMLButtonElement | null } = {};
  root.dispatchEvent(new CustomEvent(TAKE_OVER_TAPS, { detail: fromBoot }));
  let held = fromBoot.held ?? undefined;
  const hold = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const button = target?.closest('button');
    if (!button || button.disabled || !root.contains(button)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held = button;
  };
  root.addEventListener('click', hold, true);
  return (replay) => {
    root.removeEventListener('click', hold, true);
    const button = held;
    held = undefined;
    // A page drawn anew (not hydrated) has new buttons: the old one is gone, and so is its tap.
    if (replay && button?.isConnected && !button.disabled) button.click();
  };
}

/** The event the boot script answers with the tap it held (public/boot.js). */
export const TAKE_OVER_TAPS = 'app-takes-taps';
