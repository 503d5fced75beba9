import './standalone.css';
import '@muestrario/shared/ui/ui.css';
import { startStandalone } from '@muestrario/shared/standalone';
import { mountPattern, remoteByName } from '@muestrario/shared/domain';
import remote from '../routes';

const self = remoteByName('remote_editor');

await startStandalone({
  name: self.name,
  module: remote,
  // Same mount as in the host, so useParams().id works: open /samples/1/design.
  mountPath: mountPattern(self),
  links: [
    { label: 'Muestra 1', to: '/samples/1/design' },
    { label: 'Muestra 2', to: '/samples/2/design' },
  ],
});
