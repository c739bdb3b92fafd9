import { describe, expect, it } from 'vitest';
import { loadConfig, SettingsError } from './config.ts';
import { sellerOf } from './features/orders/invoice/seller-terms.ts';
import { SELLER_ENV } from './test/seller-env.ts';

describe('settings', () => {
  it('reads an empty setting (NAME= in an env file) as not set', () => {
    const config = loadConfig({
      NODE_ENV: '',
      PORT: '',
      LOG_LEVEL: ' ',
      PUBLIC_URL: '',
      JWT_SECRET: '',
      SHOP_EMAIL: '',
      PAYMENT_PROVIDER: '',
      SEED_DEMO: '',
    });
    expect(config).toMatchObject({
      NODE_ENV: 'development',
      isProduction: false,
      PORT: 3000,
      LOG_LEVEL: 'info',
      PAYMENT_PROVIDER: 'sandbox',
      SEED_DEMO: true,
      publicUrl: 'http://127.0.0.1:3000',
    });
    expect(config.JWT_SECRET).toBeUndefined();
  });

  it('still refuses a set value that is wrong, naming the setting', () => {
    expect(() => loadConfig({ NODE_ENV: 'staging' })).toThrow(/NODE_ENV/);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });

  it('takes the exchange window in whole days, 7 unless set, and refuses anything else', () => {
    expect(loadConfig({}).EXCHANGE_WINDOW_DAYS).toBe(7);
    expect(loadConfig({ EXCHANGE_WINDOW_DAYS: '14' }).EXCHANGE_WINDOW_DAYS).toBe(14);
    for (const bad of ['-1', '2.5', 'week', '91']) {
      expect(() => loadConfig({ EXCHANGE_WINDOW_DAYS: bad })).toThrow(/EXCHANGE_WINDOW_DAYS/);
    }
  });
});

describe('production start', () => {
  /** A production environment that starts; each test takes one thing away. */
  const ready = {
    NODE_ENV: 'production',
    JWT_SECRET: 'j'.repeat(40),
    SMTP_URL: 'smtps://shop:secret@mail.campus.example:465',
    PUBLIC_URL: 'https://shop.campus.example',
    PAYMENT_PROVIDER: 'none',
    DATABASE_URL: 'postgres://shop@db.campus.example/shop',
    ...SELLER_ENV,
  };
  const refusal = (env: Record<string, string | undefined>) => {
    try {
      loadConfig(env);
    } catch (err) {
      return (err as Error).message;
    }
    throw new Error('production start was not refused');
  };

  it('starts with every required setting', () => {
    expect(loadConfig(ready)).toMatchObject({ isProduction: true, PAYMENT_PROVIDER: 'none' });
  });

  it.each(['JWT_SECRET', 'SMTP_URL', 'PUBLIC_URL'])('refuses to start without %s', (name) => {
    expect(refusal({ ...ready, [name]: undefined })).toMatch(
      new RegExp(`^  ${name} is required in production`, 'm'),
    );
  });

  it('refuses the sandbox gateway, and an unset PAYMENT_PROVIDER, naming the choices', () => {
    for (const provider of ['sandbox', undefined]) {
      expect(refusal({ ...ready, PAYMENT_PROVIDER: provider })).toMatch(
        /^ {2}PAYMENT_PROVIDER must be phonepe \(with its PHONEPE_\* settings\) or none \(cash on delivery only\)/m,
      );
    }
  });

  it('refuses PhonePe without its settings, listing the missing ones', () => {
    const message = refusal({
      ...ready,
      PAYMENT_PROVIDER: 'phonepe',
      PHONEPE_BASE_URL: 'https://api.phonepe.example',
      PHONEPE_CLIENT_ID: 'id',
    });
    expect(message).toMatch(
      /^ {2}PAYMENT_PROVIDER=phonepe needs PHONEPE_CLIENT_SECRET, PHONEPE_WEBHOOK_USER, PHONEPE_WEBHOOK_PASSWORD$/m,
    );
  });

  it('sends mail from the worker in production on PostgreSQL, from the instance on the embedded database', () => {
    expect(loadConfig(ready).BACKGROUND_JOBS).toBe('worker');
    const embedded = { ...ready, DATABASE_URL: undefined, ALLOW_EMBEDDED_DB: 'true' };
    expect(loadConfig(embedded).BACKGROUND_JOBS).toBe('in-process');
    expect(loadConfig({ ...ready, BACKGROUND_JOBS: 'in-process' }).BACKGROUND_JOBS).toBe(
      'in-process',
    );
    expect(refusal({ ...embedded, BACKGROUND_JOBS: 'worker' })).toMatch(
      /^ {2}BACKGROUND_JOBS=worker needs DATABASE_URL: the embedded database opens in one process only/m,
    );
    // `npm start` and `npm run dev`: one command, mail sent without a worker.
    expect(loadConfig({}).BACKGROUND_JOBS).toBe('in-process');
    expect(loadConfig({ DATABASE_URL: 'postgres://shop@localhost/shop' }).BACKGROUND_JOBS).toBe(
      'in-process',
    );
  });

  it('refuses the embedded database unless ALLOW_EMBEDDED_DB=true', () => {
    expect(refusal({ ...ready, DATABASE_URL: undefined })).toMatch(
      /^ {2}DATABASE_URL is required in production \(or ALLOW_EMBEDDED_DB=true/m,
    );
    const embedded = loadConfig({ ...ready, DATABASE_URL: undefined, ALLOW_EMBEDDED_DB: 'true' });
    expect(embedded.isProduction).toBe(true);
    expect(embedded.DATABASE_URL).toBeUndefined();
  });

  it('lists every missing setting at once, one line each', () => {
    const message = refusal({ NODE_ENV: 'production' });
    const lines = message.split('\n');
    expect(lines[0]).toBe('Cannot start in production:');
    expect(lines.slice(1).map((l) => l.trim().split(/[ =]/)[0])).toEqual([
      'JWT_SECRET',
      'SMTP_URL',
      'PUBLIC_URL',
      'PAYMENT_PROVIDER',
      ...Object.keys(SELLER_ENV),
      'DATABASE_URL',
    ]);
  });

  it('refuses a production PUBLIC_URL that is not https, but for a loopback address', () => {
    expect(refusal({ ...ready, PUBLIC_URL: 'http://shop.campus.example' })).toMatch(
      /^ {2}PUBLIC_URL must be the shop's https:\/\/ address in production .*not http:\/\/shop\.campus\.example$/m,
    );
    for (const url of [
      'http://127.0.0.1:3000',
      'http://localhost:3000',
      'https://shop.campus.example',
    ]) {
      expect(loadConfig({ ...ready, PUBLIC_URL: url }).publicUrl).toBe(url);
    }
    expect(loadConfig({ NODE_ENV: 'development', PUBLIC_URL: 'http://shop.lan' }).publicUrl).toBe(
      'http://shop.lan',
    );
  });

  it('names each setting that stops the start, for a line of its own', () => {
    try {
      loadConfig({ ...ready, JWT_SECRET: 'short', PORT: 'eighty' });
      throw new Error('not refused');
    } catch (err) {
      expect(err).toBeInstanceOf(SettingsError);
      expect((err as SettingsError).problems.map((p) => p.setting)).toEqual(['PORT', 'JWT_SECRET']);
    }
  });

  it('seeds no demo catalogue unless SEED_DEMO=true (a real shop must not show demo tees)', () => {
    expect(loadConfig(ready).SEED_DEMO).toBe(false);
    expect(loadConfig({ ...ready, ALLOW_EMBEDDED_DB: 'true', DATABASE_URL: '' }).SEED_DEMO).toBe(
      false,
    );
    expect(loadConfig({ ...ready, SEED_DEMO: 'true' }).SEED_DEMO).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).SEED_DEMO).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', SEED_DEMO: 'false' }).SEED_DEMO).toBe(false);
  });

  it.each(Object.keys(SELLER_ENV))('refuses to start without the seller detail %s', (name) => {
    expect(refusal({ ...ready, [name]: ' ' })).toMatch(
      new RegExp(`^  ${name} is required in production \\(the seller's details`, 'm'),
    );
  });

  it('refuses a mistyped GSTIN, saying what is wrong, in production or not', () => {
    expect(refusal({ ...ready, SELLER_GSTIN: '33AABCC1234D1ZJ' })).toMatch(
      /SELLER_GSTIN: its last character does not match/,
    );
    expect(refusal({ SELLER_GSTIN: '99AABCC1234D1ZI' })).toMatch(/99 is no state's GST code/);
    expect(refusal({ SELLER_GSTIN: 'GST123' })).toMatch(/SELLER_GSTIN: a GSTIN is 15 characters/);
    // Lower case and spaces around are taken as meant.
    expect(loadConfig({ ...ready, SELLER_GSTIN: ' 27aapfu0939f1zv ' }).SELLER_GSTIN).toBe(
      '27AAPFU0939F1ZV',
    );
  });

  it('names the seller as set; the state comes from the GSTIN', () => {
    expect(sellerOf(loadConfig({ ...ready, SELLER_GSTIN: '27AAPFU0939F1ZV' }))).toEqual({
      legalName: SELLER_ENV.SELLER_LEGAL_NAME,
      address: SELLER_ENV.SELLER_ADDRESS,
      gstin: '27AAPFU0939F1ZV',
      state: 'Maharashtra',
      stateCode: '27',
      contactEmail: SELLER_ENV.SHOP_EMAIL,
      grievanceOfficer: {
        name: SELLER_ENV.GRIEVANCE_OFFICER_NAME,
        email: SELLER_ENV.GRIEVANCE_OFFICER_EMAIL,
        phone: SELLER_ENV.GRIEVANCE_OFFICER_PHONE,
      },
    });
  });

  it('shows a demo seller outside production, whose GSTIN passes its own check', () => {
    const seller = sellerOf(loadConfig({ NODE_ENV: 'development' }));
    expect(seller).toMatchObject({ state: 'Tamil Nadu', stateCode: '33' });
    expect(seller.legalName).toMatch(/Demo/);
    expect(() => loadConfig({ SELLER_GSTIN: seller.gstin })).not.toThrow();
  });

  it('asks none of this outside production', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).isProduction).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test' }).PAYMENT_PROVIDER).toBe('sandbox');
  });
});

describe('TRUST_PROXY', () => {
  it('trusts no proxy unless told', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
  });
  it('takes a hop count, or addresses and CIDRs', () => {
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1 ,::1,loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'loopback',
    ]);
  });
  it('refuses "true" (every hop) and anything that is not an address', () => {
    for (const bad of ['true', '10.0.0.0/33', 'proxy.campus.example', '1.5']) {
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(/TRUST_PROXY: give the number/);
    }
  });
});
