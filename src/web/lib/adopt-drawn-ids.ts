import { options, type VNode } from 'preact';
import { inLaterPart } from './hydrate-later.tsx';

/** Attributes that name another element by its id (useId's values). */
const LINKS: [prop: string, attribute: string][] = [
  ['id', 'id'],
  ['htmlFor', 'for'],
  ['for', 'for'],
  ['aria-controls', 'aria-controls'],
  ['aria-describedby', 'aria-describedby'],
  ['aria-labelledby', 'aria-labelledby'],
  ['aria-owns', 'aria-owns'],
  ['aria-activedescendant', 'aria-activedescendant'],
  ['aria-errormessage', 'aria-errormessage'],
  ['aria-details', 'aria-details'],
  ['list', 'list'],
  ['form', 'form'],
];

/**
 * React marks what a `Suspense` boundary drew with `<!--$-->` … `<!--/$-->` (`$?`, `$!` while
 * pending or failed); Preact reads `<!--$s-->` … `<!--/$s-->`. Without its own markers, a lazy
 * part that is still loading at hydration (a drop card's print minimum) would claim the element
 * after its empty range, and Preact would draw that element again beside it.
 */
function markSuspenseRanges(container: Element): void {
  const walker = document.createTreeWalker(container, NodeFilter.SHOW_COMMENT);
  for (let at = walker.nextNode(); at; at = walker.nextNode()) {
    const comment = at as Comment;
    if (comment.data === '$' || comment.data === '$?' || comment.data === '$!') comment.data = '$s';
    else if (comment.data === '/$') comment.data = '/$s';
  }
}

/**
 * Runs `hydrate` so that the drawn page's elements take the browser's ids (docs/decisions/025).
 * The server draws with React, whose `useId` values differ from Preact's, and Preact's hydration
 * keeps the drawn attributes: a label or a menu drawn later would then point at an id the page
 * does not have. The hooks are in place while hydration runs: Preact's first pass is synchronous,
 * and the parts it leaves for later (hydrate-later.tsx) are done when `hydrate`'s promise settles.
 * A mismatch is said for the first pass and those parts; a lazy part whose code arrives in
 * between hydrates on its own, unchecked, as it always did.
 */
export function adoptDrawnIds(container: Element, hydrate: () => void | Promise<void>): void {
  markSuspenseRanges(container);
  const hooks = options as typeof options & { __m?: (node: VNode) => void };
  const previous = options.diffed;
  const previousMismatch = hooks.__m;
  // Preact's hook for a drawn element it could not match (`_hydrationMismatch`, kept as `__m` in
  // every build): said on the console as React says it, where e2e/first-paint.spec.ts looks.
  let firstPass = true;
  hooks.__m = (node: VNode) => {
    if (!firstPass && !inLaterPart(node)) return previousMismatch?.(node);
    const name = typeof node.type === 'string' ? `<${node.type}>` : 'text';
    console.error(`Hydration mismatch: the drawn page has no ${name} where the app renders one`);
    previousMismatch?.(node);
  };
  options.diffed = (node: VNode) => {
    // `__e` is the element Preact keeps for a virtual node (its `_dom`, so named in every build).
    const dom = (node as VNode & { __e?: unknown }).__e;
    if (typeof node.type === 'string' && dom instanceof Element) {
      const props = node.props as Record<string, unknown>;
      for (const [prop, attribute] of LINKS) {
        const value = props[prop];
        if (typeof value === 'string' && dom.getAttribute(attribute) !== value) {
          dom.setAttribute(attribute, value);
        }
      }
    }
    previous?.(node);
  };
  const restore = () => {
    options.diffed = previous;
    hooks.__m = previousMismatch;
  };
  let later: void | Promise<void> = undefined;
  try {
    later = hydrate();
  } finally {
    firstPass = false;
    if (later) void later.finally(restore);
    else restore();
  }
}
