import { remoteApp } from '@muestrario/shared/build';

export default remoteApp('remote_samples', './src/routes.tsx');
