import { Type } from '@sinclair/typebox';

/**
 * The answer of a 204 endpoint. In its own file, not in ./endpoint.ts: every browser bundle needs
 * `defineRoutes` and `endpointPath` from there, and a value import of TypeBox's `Type` in that module
 * brought the whole type builder (~10 kB compressed) into the sign-in entry and every remote.
 */
export const NoContent = /*#__PURE__*/ Type.Null({ description: 'Sin contenido' });
