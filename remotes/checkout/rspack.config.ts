import { apps, createAppConfig, modeFor } from '../../rspack.config';

export default (env: Record<string, unknown>) =>
  createAppConfig(apps.find((app) => app.name === 'checkout')!, modeFor(env));
