import { RemoteBoundary } from './RemoteBoundary';

/** Route components that mount one remote each (loaded lazily by the router). */
export const SamplesMount = () => <RemoteBoundary name="remote_samples" />;
export const EditorMount = () => <RemoteBoundary name="remote_editor" />;
export const BackofficeMount = () => <RemoteBoundary name="remote_backoffice" />;
