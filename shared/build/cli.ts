/**
 * Builds or serves one app with the shared configuration.
 *   tsx shared/build/cli.ts build <appDir>
 *   tsx shared/build/cli.ts dev <appDir>
 */
import path from 'node:path';
import webpack from 'webpack';
import WebpackDevServer from 'webpack-dev-server';
import { createAppConfig, createDevServerConfig, type AppDefinition } from './index';

async function main(): Promise<void> {
  const [command, appArg] = process.argv.slice(2);
  if ((command !== 'build' && command !== 'dev') || !appArg) {
    console.error('Usage: cli.ts build|dev <app folder>');
    process.exit(2);
  }
  const dir = path.resolve(appArg);
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const app = (require(path.join(dir, 'app.config.ts')) as { default: AppDefinition }).default;
  const config = createAppConfig(app, { mode: command === 'build' ? 'production' : 'development', dir });
  const compiler = webpack(config);
  if (command === 'build') {
    await new Promise<void>((resolve, reject) => {
      compiler.run((err, stats) => {
        if (err) return reject(err);
        if (stats?.hasErrors()) {
          console.error(stats.toString('errors-only'));
          return reject(new Error(`La compilación de ${app.name} falló`));
        }
        compiler.close(() => resolve());
      });
    });
    console.log(`✔ ${app.name} built in ${path.relative(process.cwd(), config.output?.path ?? dir) || '.'}`);
    return;
  }
  const server = new WebpackDevServer(createDevServerConfig(app, process.env.API_TARGET ?? 'http://localhost:8080'), compiler);
  await server.start();
  console.log(`${app.name}: http://localhost:${app.devPort}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
