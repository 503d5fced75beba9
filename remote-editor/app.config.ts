import type { AppDefinition } from '@muestrario/shared/build';

const app: AppDefinition = {
  name: 'remote_editor',
  kind: 'remote',
  devPort: 3002,
  title: 'Muestrario · remote-editor',
  exposes: { './routes': './src/routes.tsx' },
};
export default app;
