import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Config } from '../config.ts';

/**
 * OpenAPI generated from the same zod schemas the routes validate with; UI at /docs. A map of
 * every call is of more use to an attacker than to a student: production serves it only with
 * OPENAPI_DOCS=true (config.ts).
 */
export async function registerOpenApi(app: FastifyInstance, config: Config) {
  if (!config.OPENAPI_DOCS) return;
  await app.register(swagger, {
    openapi: {
      info: {
        title: `${config.SHOP_NAME} API`,
        description:
          'The /api/v1 calls of the shop. Failures carry status 404, code, message, error.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
}
