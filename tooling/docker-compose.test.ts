import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
const hasCompose = spawnSync('docker-compose', ['version'], { stdio: 'ignore' }).status === 0;
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

  it('gives each remote its own static container and nginx configuration', () => {
    const text = config();
    for (const remote of REMOTES) {
      expect(text).toContain(`image: wayhub/${remote}:`);
      expect(existsSync(path.join(root, 'docker', 'nginx', `${remote}.conf`))).toBe(true);
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
