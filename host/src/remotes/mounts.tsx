import type { ComponentType } from 'react';
import type { RemoteName } from '@muestrario/shared/domain';
import { RemoteBoundary } from './RemoteBoundary';

const mounts = new Map<RemoteName, ComponentType>();

/** The route component that mounts one remote (one stable component per remote). */
export function remoteMount(name: RemoteName): ComponentType {
  let mount = mounts.get(name);
  if (!mount) {
    const Mount = () => <RemoteBoundary name={name} />;
    Mount.displayName = `RemoteMount(${name})`;
    mount = Mount;
    mounts.set(name, mount);
  }
  return mount;
}
