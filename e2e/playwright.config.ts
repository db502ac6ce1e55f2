import { chmodSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { sinkPorts } from './smtp-sink';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
// The shop's e-mails go to a real SMTP server of this run (e2e/smtp-sink.ts); specs read them over HTTP.
export const SMTP_SINK = sinkPorts(E2E_PORT);
// A fresh embedded database for every run, so tests never depend on what a developer left behind.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'shop-e2e-'));
// Workers load this file again and inherit the runner's environment: they find the same folder, which the
// specs' CLI runs (npm run order) share with the server.
process.env.E2E_DATA_DIR = dataDir;
// As root, the embedded PostgreSQL runs as its own user, which must be able to enter the folder.
chmodSync(dataDir, 0o755);

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  timeout: 60_000,
  // 20 s, not 10: the pages rendered in the browser with antd (back office, ambassador dashboard) took 9.5 s from
  // their last file to their first API call on a CI run where both workers ran such pages side by side on two
  // cores; on a quiet machine they are up in about 2 s.
  expect: { timeout: 20_000 },
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's Chromium; Playwright never downloads a browser here.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-quic'],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } } }],
  webServer: [
    {
      command: `node --import tsx ${path.join(root, 'e2e/smtp-sink.ts')}`,
      cwd: root,
      url: `http://127.0.0.1:${SMTP_SINK.http}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { SMTP_SINK_PORT: String(SMTP_SINK.smtp), SMTP_SINK_HTTP_PORT: String(SMTP_SINK.http) },
    },
    {
      command: `node --import tsx ${path.join(root, 'server/src/server.ts')}`,
      cwd: root,
      url: `http://127.0.0.1:${E2E_PORT}/api/v1/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        PORT: String(E2E_PORT),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        EMBEDDED_PG_PORT: process.env.E2E_PG_PORT ?? '54339',
        PUBLIC_URL: `http://127.0.0.1:${E2E_PORT}`,
        REFERRAL_HOLD_DAYS: '0', // the ambassador spec requests a payout right after the referred purchase
        // One referred book earns about $3: the specs' payouts are under the $20 the shop asks for by default.
        PAYOUT_MINIMUM_CENTS: '100',
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
        // The worker runs (character generation, e-mails), but without the rates job: the central bank is out of
        // reach here, and that job is tested on its own with a local server.
        JOBS: 'on',
        CBAR_URL: 'off',
        // Lets a test play a visitor from another country.
        TRUSTED_COUNTRY_HEADER: 'cf-ipcountry',
        SMTP_URL: `smtp://127.0.0.1:${SMTP_SINK.smtp}`,
        // Every visitor of the run comes from 127.0.0.1, and the fulfilment spec follows an order through its
        // steps on the tracking API; the limits themselves are tested in the API tests.
        TRACK_LIMIT_PER_IP: '1000',
        TRACK_LIMIT_PER_ORDER: '1000',
        RENDER_MISS_PER_MINUTE: '100000',
        // The back-office spec signs in as the admin the server creates on its first start.
        STAFF_ADMIN_EMAIL: 'admin@storybook.test',
        STAFF_ADMIN_PASSWORD: 'Admin-pass-2026',
      },
    },
  ],
});
