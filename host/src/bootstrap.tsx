import { createRoot } from 'react-dom/client';
import { setRuntimeConfig } from '@muestrario/shared/api';
import { App } from './app/App';
import { ConfigErrorPage } from './config/ConfigErrorPage';
import { loadRuntimeConfig } from './config/load-runtime-config';
import { registerAppRemotes } from './remotes/remote-store';
import '@muestrario/shared/ui/ui.css';
import './styles.css';

const root = createRoot(document.getElementById('root')!);

/** Read /config.json, hand the API base to the shared client and the manifest URLs to the runtime, render. */
async function start(): Promise<void> {
  try {
    const config = await loadRuntimeConfig();
    setRuntimeConfig(config);
    registerAppRemotes(config.remotes);
  } catch (error) {
    console.error('No se pudo leer /config.json', error);
    root.render(<ConfigErrorPage onRetry={start} />);
    return;
  }
  root.render(<App />);
}

void start();
