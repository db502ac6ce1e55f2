// Temporary: the e2e config with the job worker on (character generation), until playwright.config.ts has it.
import base from './playwright.config';

const webServer = Array.isArray(base.webServer) ? base.webServer[0]! : base.webServer!;
export default {
  ...base,
  outputDir: '/tmp/co/pw-results',
  webServer: { ...webServer, env: { ...webServer.env, JOBS: 'on', CBAR_URL: 'off' } },
};
