import './standalone.css';
import '@muestrario/shared/ui/ui.css';
import { startStandalone } from '@muestrario/shared/standalone';
import { mountPattern, remoteByName } from '@muestrario/shared/domain';
import remote from '../routes';

const self = remoteByName('remote_samples');

await startStandalone({
  name: self.name,
  module: remote,
  mountPath: mountPattern(self),
  links: [
    { label: 'Inicio', to: '/' },
    { label: 'Muestras', to: '/samples' },
    { label: 'Clientes', to: '/clients' },
  ],
});
