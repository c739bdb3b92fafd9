import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { logRedaction, redactSecrets } from './log-redaction.ts';

/** What a logger with the app's options writes for `object`. */
function logged(object: Record<string, unknown>): string {
  const lines: string[] = [];
  const log = pino({ level: 'info', ...logRedaction }, { write: (l: string) => lines.push(l) });
  log.info(object, 'something happened');
  return lines.join('');
}

describe('log redaction', () => {
  it('censors secret fields at any depth, in arrays, and whatever their case', () => {
    const line = logged({
      body: { email: 'a@campus.example', password: 'hunter2-secret', code: '4821' },
      user: { profile: { passwordHash: '$argon2id$v=19$abc' } },
      headers: { Authorization: 'Bearer eyJ.secret.token' },
      sessions: [{ token: 'tok-in-array' }],
      deep: { a: { b: { c: { otp: '9931' } } } },
    });
    for (const secret of [
      'hunter2-secret',
      '4821',
      '$argon2id',
      'eyJ.secret',
      'tok-in-array',
      '9931',
    ]) {
      expect(line).not.toContain(secret);
    }
    expect(line).toContain('a***@campus.example');
    expect(line).toContain('[redacted]');
  });

  it('masks e-mail addresses in fields, messages, errors and URLs, and leaves other @s alone', () => {
    const lines: string[] = [];
    const log = pino({ level: 'info', ...logRedaction }, { write: (l: string) => lines.push(l) });
    log.info(
      { to: 'sneha.rao+merch@campus.example', cc: ['Ravi@Mail.Example.org'] },
      'dev mailbox: otp mail to sneha.rao+merch@campus.example',
    );
    log.error(
      { err: new Error('550 <ravi@mail.example.org> mailbox full') },
      'mail %s failed',
      'to ravi@mail.example.org',
    );
    log.info({ req: { method: 'GET', url: '/dev/mailbox.json?to=ravi%40mail.example.org' } }, 'x');
    log.info({ packages: '@fastify/static, pino@10.4.0', at: 'dist/@scope/x.js' }, 'versions');
    const text = lines.join('');
    expect(text).not.toMatch(/sneha\.rao|ravi@|Ravi@|ravi%40/);
    expect(text).toContain('"to":"s***@campus.example"');
    expect(text).toContain('R***@Mail.Example.org');
    expect(text).toContain('otp mail to s***@campus.example');
    expect(text).toContain('550 <r***@mail.example.org> mailbox full');
    expect(text).toContain('mail to r***@mail.example.org failed');
    expect(text).toContain('?to=r***%40mail.example.org');
    expect(text).toContain('@fastify/static, pino@10.4.0');
    expect(text).toContain('dist/@scope/x.js');
  });

  it('keeps `code` outside a request body (an error or a SQLSTATE is not a secret)', () => {
    const line = logged({ failure: { code: 'OUT_OF_STOCK' }, body: { code: '1234' } });
    expect(line).toContain('OUT_OF_STOCK');
    expect(line).not.toContain('1234');
  });

  it('returns an object without secrets as it is, and never changes the caller’s object', () => {
    const plain = { orderId: 7, items: [{ size: 'M' }] };
    expect(redactSecrets(plain)).toBe(plain);
    const withSecret = { body: { password: 'p' } };
    redactSecrets(withSecret);
    expect(withSecret.body.password).toBe('p');
  });
});
