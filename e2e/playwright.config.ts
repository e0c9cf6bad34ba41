import { defineConfig } from '@playwright/test';
import path from 'node:path';
import { ALT, MAIL, MAIN } from './support/servers';

const server = (port: number, env: string, extra: Record<string, string> = {}) => ({
  command: `node -r @swc-node/register ${path.join(__dirname, 'support', 'start-server.ts')}`,
  url: `http://localhost:${port}/healthz`,
  timeout: 120_000,
  reuseExistingServer: false,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  env: { PORT: String(port), WAYHUB_ENV: env, NODE_ENV: 'test', ...extra },
});

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 1,
  // On CI a journey that fails once is run once more and reported as flaky in npm test's summary, not hidden: the
  // 2-core machines sometimes stall a browser for longer than an expect waits.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'test-results/report.json' }]],
  use: {
    baseURL: `http://localhost:${MAIN.port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // FACTS.md: without the background-networking flags the closed network refuses Chromium's connections.
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: [
    {
      command: `node -r @swc-node/register ${path.join(__dirname, 'support', 'mail-catcher.ts')}`,
      url: `http://127.0.0.1:${MAIL.httpPort}/healthz`,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
    },
    server(MAIN.port, MAIN.env, { SMTP_URL: `smtp://127.0.0.1:${MAIL.smtpPort}` }),
    server(ALT.port, ALT.env, { ACCESS_TOKEN_TTL_SECONDS: '3' }),
  ],
});
