import { vi, type Mock } from 'vitest';

/** What the page asked of /api/v1, in order, and the stub itself for its raw calls. */
export interface FakeApi {
  posted: { path: string; body: Record<string, unknown> }[];
  /** The fetch stub: its calls are the page's own arguments (URL, init), as sent. */
  fetch: Mock<(url: string, init?: RequestInit) => Promise<Response>>;
}

/** An answer for one call: `path` is the URL without /api/v1/ (query string kept). */
export type FakeAnswer = (path: string, init?: RequestInit) => Response | Promise<Response>;

const ok: FakeAnswer = () => Response.json({ status: 200 });

/**
 * Stubs fetch as the /api/v1 server: every call is recorded (path without /api/v1/, JSON body) and
 * answered by `answer` (a throw is a network failure, a pending promise a slow server). Undo with
 * `vi.unstubAllGlobals()`.
 */
export function fakeApi(answer: FakeAnswer = ok): FakeApi {
  const posted: FakeApi['posted'] = [];
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const path = String(url).replace('/api/v1/', '');
    posted.push({ path, body: jsonBody(init?.body) });
    return answer(path, init);
  });
  vi.stubGlobal('fetch', fetch);
  return { posted, fetch };
}

function jsonBody(body: RequestInit['body']): Record<string, unknown> {
  if (typeof body !== 'string') return {};
  try {
    return JSON.parse(body) as Record<string, unknown>;
  } catch {
    return {};
  }
}
