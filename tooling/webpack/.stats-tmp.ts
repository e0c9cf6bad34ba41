import path from 'node:path';
import webpack, { type Configuration } from 'webpack';
const dir = path.resolve(process.argv[2]!);
// eslint-disable-next-line @typescript-eslint/no-require-imports
const loaded = require(path.join(dir, 'webpack.config.ts')) as { default?: Configuration };
const config = (loaded.default ?? loaded) as Configuration;
config.output = { ...config.output, path: '/tmp/stats/out-' + path.basename(dir) };
webpack(config, (err, stats) => {
  if (err || !stats) throw err;
  const json = stats.toJson({ all: false, chunks: true, chunkModules: true, modules: false, ids: true, chunkRelations: false });
  require('node:fs').writeFileSync('/tmp/stats/' + path.basename(dir) + '.json', JSON.stringify(json));
  console.log('ok');
});
