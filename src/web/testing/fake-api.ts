import { vi } from 'vitest';

/** What the page posted to /api/v1, in order. */
export interface FakeApi {
  posted: { path: string; body: Record<string, unknown> }[];
}

/**
 * Stubs fetch as the /api/v1 server: every call is recorded (path without /api/v1/, JSON body) and
 * answered by `answer(path)`. Undo with `vi.unstubAllGlobals()`.
 */
export function fakeApi(answer: (path: string) => Response): FakeApi {
  const api: FakeApi = { posted: [] };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = url.replace('/api/v1/', '');
      api.posted.push({ path, body: JSON.parse(String(init?.body ?? '{}')) });
      return answer(path);
    }),
  );
  return api;
}
