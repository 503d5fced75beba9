import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { withOpenApi30Bounds } from './openapi-30';

/**
 * OpenAPI 3.0 description generated from the route schemas (the endpoint table,
 * shared/src/contract/endpoints), browsable at /api/docs (public). `redocly lint` checks it
 * (scripts/test.mjs, step "OpenAPI").
 */
export default fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'Muestrario API',
          version: '0.1.0',
          description:
            'API de Muestrario. Todas las rutas salvo /api/auth/login, /api/health y /api/docs requieren la cookie de sesión `muestrario_sid`.',
        },
        // Paths start with /api: the document describes the origin that serves it.
        servers: [{ url: '/', description: 'El servidor que sirve esta documentación' }],
        components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'muestrario_sid' } } },
        security: [{ session: [] }],
      },
      transformObject: (documentObject) =>
        'openapiObject' in documentObject ? withOpenApi30Bounds(documentObject.openapiObject) : documentObject.swaggerObject,
    });
    // No CSP of its own: the app's (helmet, plugins/security.ts) applies, which the UI's external
    // scripts and inline styles satisfy; swagger-ui's would add upgrade-insecure-requests and
    // frame-ancestors 'self'.
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: false });
  },
  { name: 'docs' },
);
