/**
 * Signed-in students written straight into the database, for benches where thousands arrive
 * already logged in (logging 10,000 in through argon2 is not what they measure): one `users`
 * row and one open `sessions` row each, and the access token the shop would have issued for
 * that session (the same claims as `startSession`, signed with the instances' JWT_SECRET).
 */
import { SignJWT } from 'jose';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client.ts';
import { secretsFrom } from '../../src/server/lib/secrets.ts';
import type { Buyer } from './drop-stack.ts';

export interface SeededStudent extends Buyer {
  userId: number;
}

/** `count` students `<prefix>-<n>@campus.example`, each with a session valid for a day. */
export async function seedStudents(
  db: Db,
  jwtSecret: string,
  count: number,
  prefix = 'opening',
): Promise<SeededStudent[]> {
  const rows = (await db.execute(sql`
    with made as (
      insert into users (email, name, phone, password_hash)
      select ${prefix} || '-' || g || '@campus.example', 'Student ' || g, '9876543210', 'seeded'
      from generate_series(1, ${count}::int) g
      returning id, email
    )
    insert into sessions (jti, user_id, expires_at, ip, user_agent)
    select gen_random_uuid()::text, made.id, now() + interval '1 day', '10.0.0.1', 'bench'
    from made
    returning jti, user_id as "userId",
      (select email from made where made.id = sessions.user_id) as email,
      extract(epoch from created_at)::int as iat,
      extract(epoch from expires_at)::int as exp
  `)) as unknown as { rows?: Row[] } | Row[];
  const list = (Array.isArray(rows) ? rows : (rows.rows ?? [])).sort((a, b) => a.userId - b.userId);
  const key = secretsFrom(jwtSecret).jwtKey;
  return Promise.all(
    list.map(async (r) => ({
      userId: r.userId,
      email: r.email,
      token: await new SignJWT({ email: r.email, role: 'customer' })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(r.userId))
        .setJti(r.jti)
        .setIssuedAt(r.iat)
        .setExpirationTime(r.exp)
        .sign(key),
    })),
  );
}

interface Row {
  jti: string;
  userId: number;
  email: string;
  iat: number;
  exp: number;
}
