import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { EnvError, REPO_ROOT, loadEnv } from './env';

/** What a production deployment sets at the least: a generated signing key, and real payments. */
const PRODUCTION = {
  NODE_ENV: 'production',
  JWT_SECRET: randomBytes(48).toString('base64url'),
  STRIPE_SECRET_KEY: 'sk_live_51abc',
  STRIPE_PUBLISHABLE_KEY: 'pk_live_51abc',
  STRIPE_WEBHOOK_SECRET: 'whsec_abc',
};

describe('configuration', () => {
  test('defaults for a local start', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      NODE_ENV: 'development',
      PORT: 8080,
      HOST: '0.0.0.0',
      DATA_DIR: path.join(REPO_ROOT, '.data'),
      WEB_ROOT: path.join(REPO_ROOT, 'dist', 'web'),
      REMOTES_DIR: path.join(REPO_ROOT, 'deploy', 'remotes'),
      WAYHUB_ENV: 'local',
      PUBLIC_BASE_DOMAIN: 'localhost',
      PLATFORM_HOST: 'localhost:8080',
      COOKIE_SECURE: false,
      TRUST_PROXY: 0,
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.JWT_SECRET).toBeUndefined();
  });

  test('production cookies are Secure unless said otherwise', () => {
    expect(loadEnv(PRODUCTION).COOKIE_SECURE).toBe(true);
    expect(loadEnv({ ...PRODUCTION, COOKIE_SECURE: 'false' }).COOKIE_SECURE).toBe(false);
  });

  test('production refuses to boot without a JWT_SECRET, or with one that was ever published', () => {
    expect(() => loadEnv({ ...PRODUCTION, JWT_SECRET: undefined })).toThrow('JWT_SECRET must be set in production');
    // The old docker-compose fallback: anyone who read the repository could sign an admin token with it.
    expect(() => loadEnv({ ...PRODUCTION, JWT_SECRET: 'change-me-in-production-please-32-bytes' })).toThrow('JWT_SECRET is a published placeholder');
    expect(() => loadEnv({ ...PRODUCTION, JWT_SECRET: 'please-change-me-before-going-live-0123' })).toThrow('JWT_SECRET is a published placeholder');
    // Long enough, but nobody generated it: the tests' own key, and other one-character fills.
    expect(() => loadEnv({ ...PRODUCTION, JWT_SECRET: 'x'.repeat(40) })).toThrow('JWT_SECRET is too predictable');
    expect(() => loadEnv({ ...PRODUCTION, JWT_SECRET: 'ab'.repeat(20) })).toThrow('JWT_SECRET is too predictable');
    // A generated key boots; hex (16 symbols) from `openssl rand -hex 32` does too.
    expect(loadEnv(PRODUCTION).JWT_SECRET).toBe(PRODUCTION.JWT_SECRET);
    expect(loadEnv({ ...PRODUCTION, JWT_SECRET: randomBytes(32).toString('hex') }).NODE_ENV).toBe('production');
    // Development keeps its convenience: unset means a key generated once and kept in the database.
    expect(loadEnv({}).JWT_SECRET).toBeUndefined();
  });

  test('production refuses the simulated payment provider unless ALLOW_SIMULATED_PAYMENTS opts in', () => {
    const simulated = { NODE_ENV: 'production', JWT_SECRET: PRODUCTION.JWT_SECRET };
    expect(() => loadEnv(simulated)).toThrow('ALLOW_SIMULATED_PAYMENTS');
    expect(() => loadEnv({ ...simulated, ALLOW_SIMULATED_PAYMENTS: 'false' })).toThrow(EnvError);
    expect(loadEnv({ ...simulated, ALLOW_SIMULATED_PAYMENTS: 'true' }).ALLOW_SIMULATED_PAYMENTS).toBe(true);
    expect(loadEnv(PRODUCTION).ALLOW_SIMULATED_PAYMENTS).toBe(false);
    // Outside production the simulated provider stays the default.
    expect(loadEnv({}).ALLOW_SIMULATED_PAYMENTS).toBe(false);
    expect(loadEnv({ NODE_ENV: 'test' }).STRIPE_SECRET_KEY).toBeUndefined();
  });

  test('relative directories are taken from the repository root, not the working directory', () => {
    expect(loadEnv({ DATA_DIR: 'tmp/db' }).DATA_DIR).toBe(path.join(REPO_ROOT, 'tmp', 'db'));
    expect(loadEnv({ DATA_DIR: '/var/lib/wayhub' }).DATA_DIR).toBe('/var/lib/wayhub');
  });

  test('TRUST_PROXY accepts true, false or a hop count', () => {
    expect(loadEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(1);
    expect(loadEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(0);
  });

  test('Algolia credentials are optional, but only together', () => {
    expect(loadEnv({}).ALGOLIA_APP_ID).toBeUndefined();
    expect(loadEnv({ ALGOLIA_APP_ID: 'ABC123', ALGOLIA_API_KEY: 'k'.repeat(32), ALGOLIA_SEARCH_API_KEY: 's'.repeat(32) })).toMatchObject({
      ALGOLIA_APP_ID: 'ABC123',
      ALGOLIA_SEARCH_API_KEY: 's'.repeat(32),
    });
    expect(() => loadEnv({ ALGOLIA_APP_ID: 'ABC123' })).toThrow('ALGOLIA_APP_ID and ALGOLIA_API_KEY must be set together');
    expect(() => loadEnv({ ALGOLIA_API_KEY: 'k'.repeat(32) })).toThrow(EnvError);
  });

  test('with Algolia configured, the storefront needs a search-only key: missing or reused admin key stops the boot', () => {
    expect(() => loadEnv({ ALGOLIA_APP_ID: 'ABC123', ALGOLIA_API_KEY: 'k'.repeat(32) })).toThrow(
      'ALGOLIA_SEARCH_API_KEY (a search-only key for the storefront) must be set together with ALGOLIA_APP_ID',
    );
    expect(() => loadEnv({ ALGOLIA_SEARCH_API_KEY: 's'.repeat(32) })).toThrow(EnvError);
    expect(() => loadEnv({ ALGOLIA_APP_ID: 'ABC123', ALGOLIA_API_KEY: 'k'.repeat(32), ALGOLIA_SEARCH_API_KEY: 'k'.repeat(32) })).toThrow(
      'must be a search-only key, not the ALGOLIA_API_KEY',
    );
  });

  test('invalid values stop the boot with every problem named', () => {
    expect(() =>
      loadEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x', JWT_SECRET: 'short', WAYHUB_ENV: '../etc' }),
    ).toThrow(EnvError);
    try {
      loadEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x', JWT_SECRET: 'short', WAYHUB_ENV: '../etc' });
    } catch (error) {
      const message = (error as Error).message;
      for (const name of ['PORT', 'DATABASE_URL', 'JWT_SECRET', 'WAYHUB_ENV']) expect(message).toContain(name);
    }
  });
});
