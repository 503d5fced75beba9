import { defineEndpoints, defineRoutes, type RoutesOf } from '../endpoint';
import { AssetParams, AssetQuery, NotModified, SvgPicture } from '../assets';

const addresses = defineRoutes({
  getAsset: { method: 'GET', path: '/assets/:file' },
});

/** Garment pictures (the browser reads them as images under the assets base, never through fetch). */
export const assetEndpoints = /*#__PURE__*/ defineEndpoints(addresses, {
  getAsset: {
    summary: 'Imagen SVG de una prenda o vista; `color` (RRGGBB) cambia el color de la prenda.',
    tags: ['assets'],
    params: AssetParams,
    query: AssetQuery,
    response: SvgPicture,
    produces: 'image/svg+xml',
    otherResponses: { 304: NotModified },
    errors: [400, 401, 404],
  },
});

export const assetRoutes: RoutesOf<typeof assetEndpoints> = addresses;
