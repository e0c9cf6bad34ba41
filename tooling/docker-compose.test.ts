import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
const hasCompose = spawnSync('docker-compose', ['version'], { stdio: 'ignore' }).status === 0;
// .ci/run installs docker-compose and says so: there, a missing one is a failure, not a reason to skip.
const composePromised = process.env.WAYHUB_REQUIRE_DOCKER_COMPOSE === '1';

if (composePromised && !hasCompose) {
  it('docker-compose is installed, as .ci/run promised', () => {
    throw new Error('WAYHUB_REQUIRE_DOCKER_COMPOSE=1 but `docker-compose version` fails: docker-compose.yml is not validated');
  });
}
const REMOTES = ['mfe-site', 'mfe-checkout', 'mfe-customer-area', 'mfe-panel-supplier', 'mfe-panel-partner', 'mfe-admin', 'mfe-terminal'];

(hasCompose ? describe : describe.skip)('docker-compose.yml (validated by docker-compose config)', () => {
  const config = () =>
    execFileSync('docker-compose', ['-f', path.join(root, 'docker-compose.yml'), 'config'], { cwd: root, encoding: 'utf8', env: { ...process.env, JWT_SECRET: 'x' } });

  it('is valid and runs the shell, every remote, the api, postgres and redis as their own services', () => {
    const text = config();
    for (const service of ['shell', 'api', 'postgres', 'redis', 'mailpit', ...REMOTES]) {
      expect(text).toMatch(new RegExp(`^  ${service}:$`, 'm'));
    }
  });

  it('refuses to start the api without JWT_SECRET', () => {
    const { JWT_SECRET: _unset, ...withoutSecret } = process.env;
    const run = spawnSync('docker-compose', ['-f', path.join(root, 'docker-compose.yml'), 'config'], { cwd: root, encoding: 'utf8', env: withoutSecret });
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain('set JWT_SECRET');
  });

  it('gives each remote its own static container and nginx configuration', () => {
    const text = config();
    for (const remote of REMOTES) {
      expect(text).toContain(`image: wayhub/${remote}:`);
      expect(existsSync(path.join(root, 'docker', 'nginx', `${remote}.conf`))).toBe(true);
    }
  });
});

describe('docker-compose.yml secrets (read as text, no docker-compose needed)', () => {
  const text = readFileSync(path.join(root, 'docker-compose.yml'), 'utf8');
  /** `NAME: value` lines of the api service's environment block. */
  const apiEnvironment = () => {
    const api = text.split(/^ {2}(?=\S)/m).find((block) => block.startsWith('api:')) ?? '';
    const block = api.split(/^ {4}environment:\n/m)[1]?.split(/^ {4}\S/m)[0] ?? '';
    return new Map(block.split('\n').filter(Boolean).map((line) => {
      const [name = '', ...value] = line.trim().split(': ');
      return [name, value.join(': ')];
    }));
  };

  it('has no fallback JWT_SECRET: compose stops with a message instead of signing with a published key', () => {
    expect(apiEnvironment().get('JWT_SECRET')).toMatch(/^\$\{JWT_SECRET:\?[^}]+\}$/);
    // No other interpolation in the file supplies a default for it either.
    expect(text).not.toMatch(/\$\{JWT_SECRET:?-/);
  });

  it('passes the payment settings through, so production can boot with Stripe or an explicit simulated opt-in', () => {
    const environment = apiEnvironment();
    for (const name of ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET', 'ALLOW_SIMULATED_PAYMENTS']) {
      expect(environment.get(name)).toMatch(new RegExp(`^\\$\\{${name}(:-)?\\}$`));
    }
  });
});

describe('production remotes manifest', () => {
  it('maps every remote to a versioned mf-manifest.json', () => {
    const manifest = JSON.parse(readFileSync(path.join(root, 'deploy', 'remotes', 'production.json'), 'utf8')) as Record<string, string>;
    for (const remote of REMOTES) {
      expect(manifest[remote.replaceAll('-', '_')]).toMatch(new RegExp(`^/remotes/${remote}/\\d+\\.\\d+\\.\\d+[^/]*/mf-manifest\\.json$`));
    }
  });
});
