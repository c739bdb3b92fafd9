import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { databaseUnreachable, markFromDatabase } from './connection-errors.ts';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('databaseUnreachable', () => {
  it('knows PostgreSQL stopping, starting, refusing and cut connections', () => {
    expect(databaseUnreachable(withCode('terminating connection', '57P01'))).toMatch(/57P01/);
    expect(databaseUnreachable(withCode('the database system is starting up', '57P03'))).toBe(
      '57P03: the database system is starting up',
    );
    expect(databaseUnreachable(withCode('connection failure', '08006'))).toBeTruthy();
    expect(databaseUnreachable(withCode('sorry, too many clients', '53300'))).toBeTruthy();
    expect(databaseUnreachable(new Error('Connection terminated unexpectedly'))).toBeTruthy();
    expect(databaseUnreachable(new Error('timeout exceeded when trying to connect'))).toBeTruthy();
  });

  it('counts socket errors only when they come from the database', () => {
    const refused = () => withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED');
    expect(databaseUnreachable(markFromDatabase(refused()))).toBe(
      'ECONNREFUSED: connect ECONNREFUSED 127.0.0.1:5432',
    );
    expect(databaseUnreachable(new DrizzleQueryError('select 1', [], refused()))).toBeTruthy();
    // Object storage or any other service refusing is not a database outage.
    expect(databaseUnreachable(refused())).toBeUndefined();
    expect(
      databaseUnreachable(new TypeError('fetch failed', { cause: refused() })),
    ).toBeUndefined();
  });

  it('leaves query errors alone, and never reports the query or its parameters', () => {
    const query = new DrizzleQueryError(
      'insert into users (password_hash) values ($1)',
      ['$argon2id$secret'],
      withCode('duplicate key value', '23505'),
    );
    expect(databaseUnreachable(query)).toBeUndefined();
    const cut = new DrizzleQueryError(
      'insert into users (password_hash) values ($1)',
      ['$argon2id$secret'],
      withCode('terminating connection due to administrator command', '57P01'),
    );
    expect(databaseUnreachable(cut)).toBe(
      '57P01: terminating connection due to administrator command',
    );
    expect(databaseUnreachable('not an error')).toBeUndefined();
  });
});
