import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** OpenAPI description generated from the route schemas, browsable at /api/docs (public). */
export default fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Muestrario API',
          version: '0.1.0',
          description:
            'API de Muestrario. Todas las rutas salvo /api/auth/login, /api/health y /api/docs requieren la cookie de sesión `muestrario_sid`.',
        },
        components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'muestrario_sid' } } },
        security: [{ session: [] }],
      },
    });
    // No CSP of its own: the app's (helmet, plugins/security.ts) applies, which the UI's external
    // scripts and inline styles satisfy; swagger-ui's would add upgrade-insecure-requests and
    // frame-ancestors 'self'.
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: false });
  },
  { name: 'docs' },
);
