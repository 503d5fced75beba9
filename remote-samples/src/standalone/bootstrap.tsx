import './standalone.css';
import '@muestrario/shared/ui/ui.css';
import { startStandalone } from '@muestrario/shared/standalone';
import remote from '../routes';

await startStandalone({
  name: 'remote_samples',
  module: remote,
  mountPath: '/*',
  links: [
    { label: 'Inicio', to: '/' },
    { label: 'Muestras', to: '/samples' },
    { label: 'Clientes', to: '/clients' },
  ],
});
