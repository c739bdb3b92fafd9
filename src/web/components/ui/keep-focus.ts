import { useState, type FocusEvent } from 'react';

/**
 * A control that becomes disabled while it has the focus (a cart line's select while its change
 * is saved) would drop the keyboard's focus to the top of the page. While focused it stays
 * enabled for focus and says `aria-disabled` instead; the control ignores input meanwhile.
 */
export function useKeepFocus<E extends HTMLElement>(
  disabled: boolean | undefined,
  handlers: {
    onFocus?: ((e: FocusEvent<E>) => void) | undefined;
    onBlur?: ((e: FocusEvent<E>) => void) | undefined;
  },
) {
  const [focused, setFocused] = useState(false);
  const held = !!disabled && focused;
  return {
    held,
    props: {
      disabled: disabled && !held,
      'aria-disabled': held || undefined,
      onFocus: (e: FocusEvent<E>) => {
        setFocused(true);
        handlers.onFocus?.(e);
      },
      onBlur: (e: FocusEvent<E>) => {
        setFocused(false);
        handlers.onBlur?.(e);
      },
    },
  };
}
