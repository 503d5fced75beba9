import { Type, type Static } from '@sinclair/typebox';

export const REMOTE_NAMES = ['remote_samples', 'remote_editor', 'remote_backoffice'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/**
 * `/config.json`, served beside the host. Read by the host at start-up, before React renders,
 * so a remote can be moved to another URL without rebuilding the host.
 */
export const RuntimeConfig = Type.Object({
  apiBase: Type.String(),
  assetsBase: Type.String(),
  remotes: Type.Object({
    remote_samples: Type.String(),
    remote_editor: Type.String(),
    remote_backoffice: Type.String(),
  }),
});
export type RuntimeConfig = Static<typeof RuntimeConfig>;
