import { apps, createAppConfig } from '../../rspack.config';

export default createAppConfig(apps.find((app) => app.name === 'ambassador')!);
