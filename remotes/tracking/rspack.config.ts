import { remoteConfig } from '../../rspack.config';

// Built alone, both halves (browser and server) into a fresh dist/; served in development, the browser half.
export default (env: Record<string, unknown>) => remoteConfig('tracking', env);
