import { ToastProvider } from '@muestrario/shared/ui';
import CreateSample from './CreateSample';

/** '/samples/new' as the route shows it: the form with its toasts (in the screen's own chunk, not in every page of the remote). */
export default function CreateSamplePage() {
  return (
    <ToastProvider>
      <CreateSample />
    </ToastProvider>
  );
}
