import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter } from 'react-router';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { ToastHost } from '#web/lib/toast/toast-host.tsx';
import { routes } from '#web/router.tsx';
import { queryClient } from '#web/lib/api/query-client.ts';
import { primeFromPage } from '#web/lib/api/initial-data.ts';
import { getDrawnSession, getSession } from '#web/lib/session/session.ts';
import { sameEmail } from '#web/lib/session/token-claims.ts';
import { adoptDrawnIds } from '#web/lib/adopt-drawn-ids.ts';
import { hydrateInTurns } from '#web/lib/hydrate-later.tsx';
import { holdTapsUntilAlive } from '#web/lib/held-taps.ts';
import { focusAutoFocusOnMount } from '#web/lib/auto-focus.ts';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const drawn = root.dataset.ssr === 'true';
focusAutoFocusOnMount();
const releaseTaps = drawn ? holdTapsUntilAlive(root) : () => {};

/** Resolves once the router has loaded the first page's lazy modules and run its loaders. */
function whenInitialized(r: DataRouter): Promise<void> {
  return new Promise((resolve) => {
    if (r.state.initialized) return resolve();
    const stop = r.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

function start(container: HTMLElement) {
  primeFromPage(queryClient);
  const router = createBrowserRouter(routes);
  const app = (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <ToastHost />
      </QueryClientProvider>
    </StrictMode>
  );
  // A page the server drew (docs/decisions/011) is hydrated once its route modules and data are
  // there, so the first client render matches the server's HTML; any other page renders here.
  if (drawn) {
    // In a transition: under React (the web tests) hydration then yields to the browser every
    // few milliseconds; the browser's Preact (docs/decisions/025) runs a transition at once, so
    // there the page hydrates in one task.
    // A page drawn for a signed-in visitor (docs/decisions/020) whom this browser no longer holds
    // (signed out or another account in another tab), or that the router left on loading (an
    // expired session goes to /login), is drawn anew rather than hydrated: the browser's truth.
    const address = location.pathname + location.search;
    const drawnFor = getDrawnSession();
    void whenInitialized(router).then(() => {
      const here = router.state.location.pathname + router.state.location.search;
      const same =
        !drawnFor || (here === address && sameEmail(drawnFor.email, getSession()?.email));
      startTransition(() => {
        if (same) {
          adoptDrawnIds(container, () => {
            const alive = hydrateInTurns(() => hydrateRoot(container, app));
            void alive.then(() => releaseTaps(true));
            return alive;
          });
        } else {
          createRoot(container).render(app);
          releaseTaps(false);
        }
      });
    });
  } else {
    createRoot(container).render(app);
  }
}

// A drawn page is already on screen: making the router (matching, its first navigation) and
// priming the cache wait for the next task, so they do not lengthen the task that evaluated the
// app's modules (one long task less on a phone). Any other page starts at once.
if (drawn) setTimeout(() => start(root), 0);
else start(root);
