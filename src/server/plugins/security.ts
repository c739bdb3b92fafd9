import type { FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import compress from '@fastify/compress';
import helmet from 'helmet';
import type { Config } from '../config.ts';
import { COMPRESS_FROM_BYTES } from '../lib/encoded-json.ts';

/**
 * Security headers with a CSP the app itself passes (scripts only from our origin), `no-store` on
 * API replies that set no caching of their own, CORS for the configured origins only, and
 * compression.
 */
export async function registerSecurity(app: FastifyInstance, config: Config) {
  const imageOrigins = config.S3_ENDPOINT ? [new URL(config.S3_ENDPOINT).origin] : [];
  // The headers' middleware is made once: @fastify/helmet made it again for every request
  // (parsing the CSP each time), a tenth of a signed-in cart call's CPU under load.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...imageOrigins],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        ...(config.isProduction ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: config.isProduction,
  });
  app.addHook('onRequest', (request, reply, done) => {
    securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
  // API replies carry personal data (profile, cart, orders, addresses) or tokens: no browser or
  // shared cache keeps them. The public reads (catalogue, PIN codes) set their own caching first.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
  });
  await app.register(cors, {
    origin: (origin, cb) => cb(null, !origin || config.CORS_ORIGINS.includes(origin)),
    credentials: false,
    // The catalogue list's paging headers, for the allowed origins' scripts to read.
    exposedHeaders: ['X-Total-Count', 'X-Next-Cursor', 'Link'],
  });
  await app.register(compress, { threshold: COMPRESS_FROM_BYTES });
}
