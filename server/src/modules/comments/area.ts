import { defineArea } from '../area';

/**
 * Part of the lifecycle area: its plugin builds this folder's repository (`app.comments`) and its
 * routes register this folder's routes (modules/lifecycle/plugin.ts and routes.ts).
 */
export default defineArea({ name: 'comments' });
