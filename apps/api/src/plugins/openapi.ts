import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** OpenAPI generated from the contract's zod schemas; UI at /api/docs, JSON at /api/docs/json. */
export async function registerOpenApi(app: FastifyInstance, publicUrl: string) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'ViệcXa API',
        description:
          'API của sàn việc làm, xuất khẩu lao động và du học. Thân trả về thành công: `{ success: true, data, message? }`; lỗi: `{ success: false, code, message, errors?, requestId }`.',
        version: '1.0.0',
      },
      servers: [{ url: publicUrl }],
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list' } });
}
