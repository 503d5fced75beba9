import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { seedIfEmpty } from './db/seed';

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp({
    config,
    logger: { level: config.logLevel, transport: undefined },
    logRequests: ['debug', 'trace'].includes(config.logLevel),
  });
  await app.ready();

  let seeded = false;
  if (config.seedDemo) {
    const { demoData } = await import('./db/seed/demo-data');
    seeded = await seedIfEmpty(app.db, app.storage, demoData, new Date(), { fiscalKey: app.fiscal.secretKey });
    if (seeded) {
      const { stampDemoDocuments } = await import('./modules/fiscal-documents/seed');
      const stamped = await stampDemoDocuments(app, new Date());
      app.log.info(`datos de demostración cargados (${stamped} CFDI timbrados por el PAC de pruebas)`);
    }
  }

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void app.close().then(() => process.exit(0));
    });
  }

  await app.listen({ port: config.port, host: config.host });
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const lines = [
    '',
    `  Muestrario escuchando en http://${shownHost}:${config.port}`,
    `  Base de datos: ${config.databaseUrl ? 'PostgreSQL' : config.sqliteFile}`,
    `  Archivos: ${config.s3 ? `bucket ${config.s3.bucket}${config.s3.endpoint ? ` en ${config.s3.endpoint}` : ''}` : config.filesDir}`,
    `  API: http://${shownHost}:${config.port}/api  ·  Documentación: http://${shownHost}:${config.port}/api/docs`,
  ];
  if (config.seedDemo) {
    const { demoData } = await import('./db/seed/demo-data');
    lines.push(`  Usuario de demostración: ${demoData.demoUser.username} / ${demoData.demoUser.password}${seeded ? ' (recién creado)' : ''}`);
  }
  process.stdout.write(`${lines.join('\n')}\n\n`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`Configuración no válida: ${error.message}\n`);
  } else {
    process.stderr.write(`No se pudo iniciar el servidor: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  }
  process.exit(1);
});
