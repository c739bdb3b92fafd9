import { Suspense, type ReactNode } from 'react';
import type { VNode } from 'preact';

/**
 * A drawn page's hydration in several tasks instead of one (docs/decisions/025). The browser's
 * Preact hydrates a page in one synchronous pass: on a phone that is one long task, which holds
 * back the first tap and counts whole in Total Blocking Time. Parts wrapped in `HydrateLater`
 * (the product cards of a grid, say) are skipped by that pass and hydrated one per task after
 * it: a `Suspense` boundary keeps their drawn HTML on screen meanwhile, and their links work as
 * plain links. Outside a drawn page's first hydration (a page drawn in the browser, a later
 * navigation, React in the web tests) they render at once.
 */

/** The chain of later parts while a drawn page's first pass runs; undefined otherwise. */
let later: { last: Promise<void> } | undefined;

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Runs `hydrate` (synchronous, as Preact's is) with `HydrateLater` parts deferred, each to its
 * own task. Resolves once the last of them has hydrated.
 */
export function hydrateInTurns(hydrate: () => void): Promise<void> {
  const turns = { last: Promise.resolve() };
  later = turns;
  try {
    hydrate();
  } finally {
    later = undefined;
  }
  // One task more: the last part renders in a microtask after its turn comes.
  return turns.last.then(nextTask);
}

function Turn({ children }: { children: ReactNode }) {
  // Suspending here, during hydration, leaves the drawn HTML in place until the turn comes.
  if (later) throw (later.last = later.last.then(nextTask));
  return children;
}

/** Hydrates `children` in a task of their own after the rest of a drawn page (see above). */
export function HydrateLater({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Turn>{children}</Turn>
    </Suspense>
  );
}

/**
 * Whether a virtual node (Preact's, in the browser) is inside a `HydrateLater` part rather than
 * some other `Suspense` (a lazy part): the nearest of the two above it is a part's turn.
 */
export function inLaterPart(node: VNode): boolean {
  // `__` is the parent (Preact's `_parent`, so named in every build).
  for (let at = (node as VNode & { __?: VNode }).__; at; at = (at as VNode & { __?: VNode }).__) {
    if (at.type === Turn) return true;
    if (at.type === Suspense) return false;
  }
  return false;
}
