import { options, type VNode } from 'preact';

/** Elements already given the focus for their `autoFocus`, so a re-render does not take it back. */
const focused = new WeakSet<Element>();

/**
 * React's `autoFocus` in the browser's Preact build (docs/decisions/025): React focuses such an
 * element when it mounts; Preact only writes the `autofocus` attribute, which a browser honours
 * once per document, never for a field a dialog or a step adds later. The focus is given once the
 * render that mounted it is in the document (a microtask, before any effect and before paint, as
 * React does in its commit), so a dialog's focus trap finds it inside and keeps it.
 */
export function focusAutoFocusOnMount(): void {
  const previous = options.diffed;
  options.diffed = (node: VNode) => {
    // `__e` is the element Preact keeps for a virtual node (its `_dom`, so named in every build).
    const dom = (node as VNode & { __e?: unknown }).__e;
    const props = node.props as { autoFocus?: unknown };
    if (typeof node.type === 'string' && props.autoFocus && dom instanceof HTMLElement) {
      if (!focused.has(dom)) {
        focused.add(dom);
        queueMicrotask(() => {
          if (dom.isConnected) dom.focus();
        });
      }
    }
    previous?.(node);
  };
}
