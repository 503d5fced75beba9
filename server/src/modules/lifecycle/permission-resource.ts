import type { PermissionResourceLoader } from '../../http/permission-resources';
import { MESSAGES } from '../../errors';
import type { SampleHead } from './repository';

/** A sample as the permission table judges it: its seller and its stage (the row kept for the handler). */
export const sampleResource: PermissionResourceLoader<SampleHead> = {
  notFound: MESSAGES.sampleNotFound,
  async load(app, id) {
    const head = await app.lifecycle.head(id);
    return head && { resource: { ownerId: head.ownerId, stage: head.stage }, row: head };
  },
};
