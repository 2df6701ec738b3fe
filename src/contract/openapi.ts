/**
 * OpenAPI 3.1 document generated from the endpoint table, so the docs can never drift from the
 * routes. Schemas are emitted as JSON Schema 2020-12 (OpenAPI 3.1's dialect) by zod itself.
 */
import { z } from 'zod';
import { ErrorBody } from './common';
import { endpoints, type Endpoint } from './endpoints';
import { IF_MATCH, IF_NONE_MATCH } from './concurrency';
import { ERROR_STATUS } from './http';

type JsonSchema = Record<string, unknown>;

const toSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _drop, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
};

/** Turns a params/query object schema into OpenAPI parameter objects. */
function parameters(schema: z.ZodType | undefined, where: 'path' | 'query') {
  if (!schema) return [];
  const json = toSchema(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, s]) => ({
    name,
    in: where,
    required: where === 'path' || (json.required ?? []).includes(name),
    schema: s,
    ...(where === 'query' && ['sort', 'range', 'filter'].includes(name)
      ? { description: 'JSON-encoded (ra-data-simple-rest)' }
      : {}),
  }));
}

const IF_MATCH_PARAMETER = {
  name: IF_MATCH,
  in: 'header',
  required: false,
  schema: { type: 'string' },
  description:
    'The record\'s updatedAt as loaded, quoted ("2026-10-01T08:00:00.000Z"); refused with 409 when another write came first',
};

const IF_NONE_MATCH_PARAMETER = {
  name: IF_NONE_MATCH,
  in: 'header',
  required: false,
  schema: { type: 'string', enum: ['*'] },
  description: '`*`: based on there being none yet; refused with 409 when one was stored meanwhile',
};

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
});

function operation(e: Endpoint) {
  const responses: Record<string, unknown> = {
    [e.status]: e.response
      ? {
          description: 'Success',
          content: { 'application/json': { schema: toSchema(e.response, 'output') } },
          ...(e.list
            ? { headers: { 'Content-Range': { schema: { type: 'string' }, description: 'e.g. treatments 0-24/32' } } }
            : {}),
        }
      : { description: 'File', content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } } },
  };
  if (e.body || e.multipart || e.query || e.params)
    responses[ERROR_STATUS.validation] = errorResponse('Validation failed (issues per field)');
  if (e.access !== 'public') {
    responses[ERROR_STATUS.unauthorized] = errorResponse('No valid token');
    responses[ERROR_STATUS.forbidden] = errorResponse('Role not allowed');
  }
  if (e.params) responses[ERROR_STATUS.not_found] = errorResponse('Not found');
  if (e.multipart) {
    responses[ERROR_STATUS.too_large] = errorResponse(`File larger than ${e.multipart.maxBytes} bytes`);
    responses[ERROR_STATUS.unsupported_type] = errorResponse(`Not one of: ${Object.keys(e.multipart.types).join(', ')}`);
  }
  if (e.ifMatch) responses[ERROR_STATUS.conflict] = errorResponse('Based on an older version: `current` is the stored record');
  if (e.rateLimit) responses[ERROR_STATUS.rate_limited] = errorResponse('Too many requests');
  responses[ERROR_STATUS.database_unavailable] = errorResponse('Database unavailable');

  const body = e.body
    ? { required: true, content: { 'application/json': { schema: toSchema(e.body, 'input') } } }
    : e.multipart
      ? {
          required: true,
          content: {
            'multipart/form-data': {
              schema: {
                ...toSchema(e.multipart.fields, 'input'),
                properties: {
                  ...(toSchema(e.multipart.fields, 'input').properties as object),
                  [e.multipart.file]: {
                    type: 'string',
                    format: 'binary',
                    description: `${Object.keys(e.multipart.types).join(', ')}, at most ${e.multipart.maxBytes} bytes`,
                  },
                },
              },
            },
          },
        }
      : undefined;

  return {
    operationId: e.id,
    summary: e.summary,
    tags: e.tags,
    ...(e.access === 'public' ? { security: [] } : { security: [{ bearer: [] }], 'x-roles': e.access }),
    parameters: [
      ...parameters(e.params, 'path'),
      ...parameters(e.query, 'query'),
      ...(e.ifMatch ? [IF_MATCH_PARAMETER] : []),
      ...(e.ifNoneMatch ? [IF_NONE_MATCH_PARAMETER] : []),
    ],
    ...(body ? { requestBody: body } : {}),
    responses,
  };
}

export function buildOpenApi() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const e of endpoints) {
    const path = e.path.replace(/:([A-Za-z]+)/g, '{$1}');
    (paths[path] ??= {})[e.method.toLowerCase()] = operation(e);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Zahnarztpraxis Dr. Berger & Kollegen — API',
      version: '1.0.0',
      description: 'Public site and staff admin API. Public answers are { data }; admin resources follow ra-data-simple-rest.',
    },
    servers: [{ url: '/' }],
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      schemas: { ErrorBody: toSchema(ErrorBody, 'output') },
    },
    paths,
  };
}
