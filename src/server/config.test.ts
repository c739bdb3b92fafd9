import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

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
});
