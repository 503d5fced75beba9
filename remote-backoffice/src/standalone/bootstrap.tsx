import './standalone.css';
import '@muestrario/shared/ui/ui.css';
import { startStandalone } from '@muestrario/shared/standalone';
import remote from '../routes';

await startStandalone({
  name: 'remote_backoffice',
  module: remote,
  mountPath: '/admin/*',
  links: [{ label: 'Panel', to: '/admin' }],
});
