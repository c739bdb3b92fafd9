import type { Session } from '#web/lib/session/session.ts';
import { inSeconds, testToken } from './test-tokens.ts';

/** A signed-in student for renderRoute (`session`); the token carries the e-mail only. */
export const studentSession = (email = 'asha@example.com'): Session => ({
  token: testToken({ email }),
  email,
  name: 'Asha Verma',
  phone: '9876543210',
});

/** A signed-in admin for renderRoute (`session`), with a token valid for an hour. */
export const adminSession = (email = 'admin@campus.example'): Session => ({
  token: testToken({ email, role: 'admin', exp: inSeconds(3600) }),
  email,
  name: 'Demo Admin',
  phone: '9876543210',
});
