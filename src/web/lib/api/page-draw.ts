import type { QueryClient } from '@tanstack/react-query';
import { createContext, RouterContextProvider } from 'react-router';
import { queryClient } from './query-client.ts';
import { getSession, type Session } from '../session/session.ts';

/**
 * One page drawn on the server (docs/decisions/011, 020): its own query cache, filled from the
 * page's data alone, and the visitor it is drawn for (null: a guest), with no token.
 * entry-server.tsx makes one per draw and hands it to the route loaders through the router's
 * context (`pageDrawContext`); components get the same cache and visitor through React context
 * (QueryClientProvider, DrawnSessionContext). In the browser there is none: loaders read the
 * tab's own cache and stored session.
 */
export interface PageDraw {
  queryClient: QueryClient;
  session: Session | null;
}

export const pageDrawContext = createContext<PageDraw | null>(null);

function drawOf(context: unknown): PageDraw | null {
  return context instanceof RouterContextProvider ? context.get(pageDrawContext) : null;
}

/** The query cache a route loader fills: the draw's on the server, the tab's in the browser. */
export function loaderQueryClient(context: unknown): QueryClient {
  return drawOf(context)?.queryClient ?? queryClient;
}

/** Whom a route loader loads for: the draw's visitor on the server, the stored session in the browser. */
export function loaderSession(context: unknown): Session | null {
  const draw = drawOf(context);
  return draw ? draw.session : getSession();
}
