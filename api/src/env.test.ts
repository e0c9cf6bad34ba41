import path from 'node:path';
import { EnvError, REPO_ROOT, loadEnv } from './env';

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
    expect(loadEnv({ NODE_ENV: 'production' }).COOKIE_SECURE).toBe(true);
    expect(loadEnv({ NODE_ENV: 'production', COOKIE_SECURE: 'false' }).COOKIE_SECURE).toBe(false);
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
