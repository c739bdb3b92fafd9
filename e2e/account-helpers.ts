import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';

/** A customer account for one test: unique per run, project and test. */
/** The demo catalogue's admin (scripts' seed; dev and test databases only). */
export const ADMIN = { email: 'admin@campusmerch.example', password: 'admin12345' };

export interface Account {
  name: string;
  email: string;
  phone: string;
  password: string;
}

/** What the web app keeps in localStorage for a signed-in customer (docs/product.md#accounts). */
export interface StoredSession {
  token: string;
  userEmail: string;
  name: string;
  phone: string;
}

let counter = 0;

export function newAccount(testInfo: TestInfo, tag = 'user'): Account {
  const id = `${Date.now().toString(36)}${(counter++).toString(36)}`;
  return {
    name: 'Asha Verma',
    email: `${tag}-${testInfo.project.name}-${id}@example.com`,
    phone: '9876543210',
    password: 'campus-pass-1',
  };
}

/** The newest OTP e-mailed to `email` (dev mailbox), waiting for it to arrive. */
export async function mailedOtp(
  request: APIRequestContext,
  email: string,
  kind: 'otp-signup' | 'otp-reset',
): Promise<string> {
  let otp: string | null | undefined;
  await expect
    .poll(async () => {
      const res = await request.get(`/dev/mailbox.json?to=${encodeURIComponent(email)}`);
      const { messages } = (await res.json()) as { messages: { kind: string; otp: string }[] };
      otp = messages.find((m) => m.kind === kind)?.otp;
      return otp;
    })
    .toMatch(/^\d{4}$/);
  return otp!;
}

async function post(request: APIRequestContext, path: string, data: object, token?: string) {
  const res = await request.post(`/api/v1/${path}`, {
    data,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  return { status: res.status(), body: (await res.json()) as Record<string, unknown> };
}

/** A call that must succeed (setting a test up through the API); its reply's body. */
export async function postOk(
  request: APIRequestContext,
  path: string,
  data: object,
  token?: string,
) {
  const { status, body } = await post(request, path, data, token);
  expect(status, `${path}: ${JSON.stringify(body)}`).toBe(200);
  return body;
}

/** Signs up through the API (register, OTP from the mailbox, verifyOtp). */
export async function createAccount(request: APIRequestContext, account: Account) {
  const details = {
    name: account.name,
    email: account.email,
    phoneNumber: account.phone,
    password: account.password,
  };
  expect((await post(request, 'auth/register', details)).status).toBe(200);
  const otp = await mailedOtp(request, account.email, 'otp-signup');
  expect((await post(request, 'auth/verifyOtp', { ...details, otp })).status).toBe(200);
}

/** Logs in through the API and returns what the web app would store. */
export async function apiLogin(
  request: APIRequestContext,
  account: Pick<Account, 'email' | 'password'>,
): Promise<StoredSession> {
  const { status, body } = await post(request, 'auth/login', account);
  expect(status).toBe(200);
  return {
    token: String(body.accessToken),
    userEmail: String(body.email),
    name: String(body.userName),
    phone: String(body.userPhone),
  };
}

/** Ends a session on the server (as logout does), leaving the browser's copy in place. */
export async function revokeToken(request: APIRequestContext, token: string) {
  expect((await post(request, 'auth/logout', {}, token)).status).toBe(200);
}

/** Status of an authenticated call with `token` (200 while the session lives, 401 after). */
export async function tokenStatus(request: APIRequestContext, token: string) {
  return (await post(request, 'auth/get-user-details', {}, token)).status;
}

/**
 * Puts a session into the page's localStorage before its first load (once per tab, so a later
 * logout is not undone by a reload).
 */
export async function seedSession(page: Page, session: Record<string, string>) {
  await page.addInitScript((entries) => {
    if (sessionStorage.getItem('e2e-seeded')) return;
    sessionStorage.setItem('e2e-seeded', '1');
    for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v);
  }, session);
}

/** A customer signed up and signed in (the session already in the page's storage). */
export async function signedInCustomer(page: Page, request: APIRequestContext, testInfo: TestInfo) {
  const account = newAccount(testInfo);
  await createAccount(request, account);
  const session = await apiLogin(request, account);
  await seedSession(page, { ...session });
  return { account, session };
}
