import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/**
 * OpenAPI generated from the contract's zod schemas; UI at /api/docs, JSON at /api/docs/json.
 * Only when `enabled` (OPENAPI_UI: on by default in development and tests, off in production):
 * a public map of every route and field helps an attacker more than a visitor. Switched off,
 * both paths are the API's ordinary JSON 404.
 */
export async function registerOpenApi(app: FastifyInstance, opts: { publicUrl: string; enabled: boolean }) {
  if (!opts.enabled) return;
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'ViệcXa API',
        description:
          'API của sàn việc làm, xuất khẩu lao động và du học. Thân trả về thành công: `{ success: true, data, message? }`; lỗi: `{ success: false, code, message, errors?, requestId }`.',
        version: '1.0.0',
      },
      servers: [{ url: opts.publicUrl }],
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list' } });
}
