import { remoteApp } from '@muestrario/shared/build';

export default remoteApp('remote_backoffice', './src/routes.tsx');
