import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_PREFIX } from '#shared/contract/endpoint.ts';
import type { UserDetailsReply } from '#shared/contract/profile.ts';
import type { DrawnSession, EarlyReply } from '#shared/drawn-session.ts';
import { normaliseOrderNumber } from '#shared/rules/order-number.ts';
import { pageAt } from '#shared/web-pages.ts';
import type { AppDeps } from '../../deps.ts';
import { resolveSession, sessionCookieOf } from '../auth/index.ts';
import type { FirstPaint } from './first-paint.service.ts';
import { jsonScript } from './html-template.ts';

/** The call that names the visitor (name, e-mail, phone) for the drawn page's session. */
const WHO = 'auth/get-user-details';

/** What the server draws a signed-in page with: whose it is and the page's early replies. */
export interface SignedInData {
  session: DrawnSession;
  replies: EarlyReply[];
}

/**
 * The data to draw a signed-in page (`early` in the page table: cart, My Orders, an order page,
 * the thank-you page) for the visitor of the request's session cookie (docs/decisions/020), or
 * undefined when the page is another, or the cookie is missing, forged, expired or revoked, or any
 * early call fails: the page is then drawn in the browser. The calls are the page's
 * own /api/v1 calls, made through the app with the cookie's token as the bearer header, so they
 * run the same checks and handlers as the browser's (and a revoked session fails them all).
 */
export async function signedInData(
  app: FastifyInstance,
  deps: AppDeps,
  request: FastifyRequest,
  pathname: string,
): Promise<SignedInData | undefined> {
  const early = pageAt(pathname, (page) => !!page.early)?.page.early;
  const token = early && sessionCookieOf(request);
  if (!early || !token) return undefined;
  const user = await resolveSession(deps, token);
  if (!user) return undefined;
  const call = async (path: string, body: Record<string, string>) => {
    const res = await app.inject({
      method: 'POST',
      url: `${API_PREFIX}/${path}`,
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        ...(request.headers['user-agent'] ? { 'user-agent': request.headers['user-agent'] } : {}),
      },
      remoteAddress: request.ip,
      payload: JSON.stringify(body),
    });
    const reply = res.statusCode === 200 ? (res.json() as { status?: unknown }) : undefined;
    return reply?.status === 200 ? { call: path, body, reply } : undefined;
  };
  const email = { email: user.email };
  const last = pathname.replace(/\/$/, '').split('/').pop() ?? '';
  // An order page's address in another form is redirected by the page: it is left to the browser.
  if (early.orderCalls && normaliseOrderNumber(last) !== last) return undefined;
  const asked = [
    ...early.calls.map((path) => call(path, email)),
    ...(early.orderCalls ?? []).map((path) => call(path, { orderNumber: last })),
  ];
  const who = early.calls.includes(WHO) ? asked[early.calls.indexOf(WHO)] : call(WHO, email);
  const [whoReply, ...replies] = await Promise.all([who, ...asked]);
  if (!whoReply || replies.some((r) => !r)) return undefined;
  const details = whoReply.reply as UserDetailsReply;
  return {
    session: { email: user.email, name: details.name, phone: details.phoneNumber },
    replies: replies as EarlyReply[],
  };
}

/**
 * The page's whole HTML drawn for the session cookie's visitor, or undefined when it is not to be
 * drawn so (signedInData) or drawing failed: the caller then sends the page as for a guest. The
 * HTML carries the early replies as the web app's cache entries and the session it was drawn
 * for (no token), so the browser hydrates the same tree. It is for this visitor alone: the
 * caller sends it `private, no-store` and never keeps it (page-cache.ts is for guests' pages).
 */
export async function signedInPageHtml(
  app: FastifyInstance,
  deps: AppDeps,
  request: FastifyRequest,
  pathname: string,
  url: URL,
  firstPaint: FirstPaint,
  html: (head: string[], body: string) => string,
): Promise<string | undefined> {
  const mine = await signedInData(app, deps, request, pathname);
  if (!mine) return undefined;
  const initial = await firstPaint.earlyQueries(mine.session.email, mine.replies);
  const body = initial && (await firstPaint.draw(url, initial, mine.session));
  if (!initial || body === undefined) return undefined;
  return html(
    [jsonScript('initial-data', initial), jsonScript('drawn-session', mine.session)],
    body,
  );
}
