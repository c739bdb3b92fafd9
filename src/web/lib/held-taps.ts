/**
 * A tap on a drawn page's button before the page is alive does nothing: its handler is attached
 * when its part hydrates (docs/decisions/025), and on a slow phone that can be a second later. A
 * student who tapped "Get help" and saw nothing taps again or gives up. From the page's first
 * moment until its last part is alive, a tap on a button is held and given to the same button
 * once it is (the last one only: two taps on PLACE ORDER stay one order). Links are left to the
 * browser: they work as plain links meanwhile.
 */
export function holdTapsUntilAlive(root: HTMLElement): (replay: boolean) => void {
  let held: HTMLButtonElement | undefined;
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
