import { rspack } from '@rspack/core';
import { apps, createAppConfig } from '/work/main/rspack.config.ts';
const name = process.argv[2] ?? 'shell';
const config = createAppConfig(apps.find((a) => a.name === name)!, 'production');
config.output!.path = `/tmp/inspect-${name}`;
const compiler = rspack(config);
compiler.run((err, stats) => {
  if (err) throw err;
  const json = stats!.toJson({ all: false, chunks: true, chunkOrigins: true, chunkGroups: true, ids: true });
  for (const c of json.chunks!) {
    console.log(c.id, c.files, JSON.stringify(c.origins?.slice(0,2)));
  }
  compiler.close(() => {});
});
