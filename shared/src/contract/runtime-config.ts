import { Type, type Static } from '@sinclair/typebox';
import { REMOTE_NAMES, type RemoteName } from '../domain/apps';

export type { RemoteName };

/**
 * `/config.json`, served beside the host. Read by the host at start-up, before React renders,
 * so a remote can be moved to another URL without rebuilding the host.
 */
export const RuntimeConfig = Type.Object({
  apiBase: Type.String(),
  assetsBase: Type.String(),
  remotes: Type.Object(Object.fromEntries(REMOTE_NAMES.map((name) => [name, Type.String()])) as Record<RemoteName, ReturnType<typeof Type.String>>),
});
export type RuntimeConfig = Static<typeof RuntimeConfig>;
