import { catalogEndpoints } from './catalog.endpoints.ts';

/**
 * Every /api/v1 call: path (relative to /api/v1, `:param` style) -> access, body, reply.
 * Server routes and the web client are typed from this one map.
 */
export const endpoints = {
  ...catalogEndpoints,
} as const;

export type EndpointPath = keyof typeof endpoints;
export const API_PREFIX = '/api/v1';
