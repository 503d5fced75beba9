import type { AppDefinition } from '@muestrario/shared/build';

const app: AppDefinition = {
  name: 'remote_samples',
  kind: 'remote',
  devPort: 3001,
  title: 'Muestrario · remote-samples',
  exposes: { './routes': './src/routes.tsx' },
};
export default app;
