import type { AppDefinition } from '@muestrario/shared/build';

const app: AppDefinition = { name: 'host', kind: 'host', devPort: 3000, title: 'Muestrario' };
export default app;
