import type { AppDefinition } from '@muestrario/shared/build';

const app: AppDefinition = {
  name: 'remote_backoffice',
  kind: 'remote',
  devPort: 3003,
  title: 'Muestrario · remote-backoffice',
  exposes: { './routes': './src/routes.tsx' },
};
export default app;
