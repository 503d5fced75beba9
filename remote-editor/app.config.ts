import { remoteApp } from '@muestrario/shared/build';

export default remoteApp('remote_editor', './src/routes.tsx');
