import './standalone.css';
import '@muestrario/shared/ui/ui.css';
import { startStandalone } from '@muestrario/shared/standalone';
import { mountPattern, remoteByName } from '@muestrario/shared/domain';
import remote from '../routes';

await startStandalone({
  name: 'remote_samples',
  module: remote,
  mountPath: mountPattern(remoteByName('remote_samples')),
  links: [
    { label: 'Inicio', to: '/' },
    { label: 'Muestras', to: '/samples' },
    { label: 'Clientes', to: '/clients' },
  ],
});
