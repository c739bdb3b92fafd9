import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppDeps } from './deps.ts';
import { createCatalogCache } from './features/catalog/catalog-cache.ts';
import {
  nextDropTurn,
  opensWithLink,
  productDropMarks,
  unlistedProducts,
  announceStockOn,
} from './features/drops/index.ts';
import { startPrinting } from './features/orders/index.ts';
import { proxyTrust } from './config.ts';
import {
  clientErrorHandler,
  registerErrorHandler,
  routingErrors,
} from './plugins/error-handler.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerAuth } from './plugins/auth.ts';
import { authGuardServices } from './features/auth/index.ts';
import { registerRateLimit } from './plugins/rate-limit.ts';
import { registerMetrics } from './plugins/metrics.ts';
import { authRoutes } from './features/auth/auth.routes.ts';
import { profileRoutes } from './features/profile/profile.routes.ts';
import { devRoutes } from './features/dev/dev.routes.ts';
import { catalogRoutes } from './features/catalog/catalog.routes.ts';
import { sizeGuideRoutes } from './features/catalog/size-guide.routes.ts';
import { siteRoutes } from './features/site/site.routes.ts';
import { cartRoutes } from './features/cart/cart.routes.ts';
import { wishlistRoutes } from './features/wishlist/wishlist.routes.ts';
import { sizeRequestRoutes } from './features/size-requests/size-requests.routes.ts';
import { addressRoutes } from './features/addresses/addresses.routes.ts';
import { checkoutRoutes } from './features/orders/placement/checkout.routes.ts';
import { couponRoutes } from './features/orders/coupons/coupons.routes.ts';
import { dropRoutes } from './features/drops/drops.routes.ts';
import { clubMoneyRoutes } from './features/club-money/club-money.routes.ts';
import { clubCatalogRoutes } from './features/club-store/club-catalog.routes.ts';
import { clubPageRoutes } from './features/club-store/club-page.routes.ts';
import { bagRoutes } from './features/orders/bags/bags.routes.ts';
import { clubForManager } from './features/clubs/index.ts';
import { orderRoutes } from './features/orders/orders.routes.ts';
import { orderHelpRoutes } from './features/orders/help/help.routes.ts';
import { invoiceRoutes } from './features/orders/invoice/invoice.routes.ts';
import { paymentRoutes } from './features/orders/payments/payments.routes.ts';
import { orderStepRoutes } from './features/orders/steps/order-steps.routes.ts';
import { cancelRoutes } from './features/orders/changes/cancel.routes.ts';
import { exchangeRoutes } from './features/orders/exchange/exchange.routes.ts';
import { remedyRoutes } from './features/orders/remedies/remedies.routes.ts';
import { SANDBOX_PREFIX } from './adapters/payments/create-gateway.ts';
import { formsRoutes } from './features/forms/forms.routes.ts';
import { adminProductRoutes } from './features/admin/admin-products.routes.ts';
import { adminOrderRoutes } from './features/admin/admin-orders.routes.ts';
import { adminInboxRoutes } from './features/admin/admin-inbox.routes.ts';
import { adminProblemRoutes } from './features/admin/admin-problems.routes.ts';
import { adminOrderPageRoutes } from './features/admin/admin-order-page.routes.ts';
import { clubRoutes } from './features/clubs/clubs.routes.ts';
import { notifyRoutes, oneClickUnsubscribeRoute } from './features/notify/notify.routes.ts';
import { RequestLog, ShortRequestLog } from './lib/request-log.ts';
import { createBus } from './lib/invalidation-bus.ts';
import { lineStore } from './adapters/drop-line/line-store.ts';

/** The app's collaborators; the catalogue cache is made here unless one is given. */
export type BuildDeps = Omit<AppDeps, 'catalog' | 'dropLines'> &
  Partial<Pick<AppDeps, 'catalog' | 'dropLines'>>;

/**
 * The instance's invalidation bus (docs/decisions/027). A revocation not heard by every instance
 * waits out the sessions' keeping; the drops' marks are hints that never wait.
 */
export const busOf = (config: AppDeps['config'], log: AppDeps['log']) =>
  createBus(config.REDIS_URL, log, config.SESSION_CACHE_MS);

export interface BuildOptions {
  /** Pino logger for request logs; tests leave it out (silent). */
  logger?: FastifyBaseLogger;
  /**
   * One short line per request (`GET /shop 200 4 ms`) instead of a JSON line with the request's
   * and reply's fields: development, where a person reads the log (lib/request-log.ts).
   */
  shortRequestLog?: boolean;
}

/** The catalogue cache (main.ts makes it first, so its background jobs share the app's). */
export function catalogCacheOf(given: Pick<AppDeps, 'db' | 'config' | 'clock'>) {
  return createCatalogCache(given.db, {
    checkEveryMs: given.config.CATALOG_CACHE_CHECK_MS,
    drops: {
      marks: productDropMarks,
      nextTurn: nextDropTurn,
      clock: given.clock,
      unlisted: unlistedProducts,
      holdsLink: opensWithLink,
    },
  });
}

/**
 * Builds the whole HTTP app from its collaborators. Used by main.ts and by the API tests, which
 * call `app.inject(...)` on it.
 */
export async function buildApp(given: BuildDeps, options: BuildOptions = {}) {
  const bus = given.bus ?? (await busOf(given.config, given.log));
  const dropLines = given.dropLines ?? (await lineStore(given.config.REDIS_URL, given.log));
  const catalog = given.catalog ?? catalogCacheOf(given);
  const deps: AppDeps = { ...given, catalog, bus, dropLines };
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    logController: options.shortRequestLog ? new ShortRequestLog() : new RequestLog(),
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    // Only the configured proxies' X-Forwarded-For is believed (TRUST_PROXY; none by default).
    trustProxy: proxyTrust(deps.config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    // Fastify's own refusals answer in the contract's failure shape too.
    frameworkErrors: routingErrors,
    clientErrorHandler,
    // While shutting down, a request that still arrives on an open connection (nginx's kept-alive
    // ones) is served for real and its connection then closed (lib/connection-drain.ts), not
    // answered with Fastify's bare 503: nginx never passes a POST on, so the student would see it.
    return503OnClosing: false,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  // A line made here is this app's to close.
  if (!given.dropLines) app.addHook('onClose', () => dropLines.close());
  registerErrorHandler(app);
  await registerSecurity(app, deps.config);
  await registerOpenApi(app, deps.config);
  registerAuth(app, {
    ...authGuardServices(deps),
    checkClub: async (caller, slug) => void (await clubForManager(deps, caller, slug)),
  });
  await registerRateLimit(app, deps.config);
  await registerMetrics(app, deps);

  await app.register(async (api) => {
    await catalogRoutes(api, deps);
    await sizeGuideRoutes(api, deps);
    await authRoutes(api, deps);
    await profileRoutes(api, deps);
    await cartRoutes(api, deps);
    await wishlistRoutes(api, deps);
    await sizeRequestRoutes(api, deps);
    await addressRoutes(api, deps);
    await checkoutRoutes(api, deps);
    await orderRoutes(api, deps);
    await orderHelpRoutes(api, deps);
    await invoiceRoutes(api, deps);
    await paymentRoutes(api, deps);
    await formsRoutes(api, deps);
    await adminProductRoutes(api, deps);
    await adminOrderRoutes(api, deps);
    await orderStepRoutes(api, deps);
    await cancelRoutes(api, deps);
    await exchangeRoutes(api, deps);
    await adminInboxRoutes(api, deps);
    await adminProblemRoutes(api, deps);
    await adminOrderPageRoutes(api, deps);
    await couponRoutes(api, deps);
    await notifyRoutes(api, deps);
    await remedyRoutes(api, deps);
    await dropRoutes(api, deps, { startPrinting });
    await clubMoneyRoutes(api, deps);
    await clubCatalogRoutes(api, deps);
    await clubRoutes(api, deps);
    await clubPageRoutes(api, deps);
    await bagRoutes(api, deps, { clubForManager });
  });
  await oneClickUnsubscribeRoute(app, deps);
  if (deps.sandbox && !deps.config.isProduction) {
    await app.register(deps.sandbox.routes, { prefix: SANDBOX_PREFIX });
  }
  await devRoutes(app, deps);
  await siteRoutes(app, deps);
  // Stock given back by this process reaches the instances' sold-out marks through this bus.
  const unannounce = announceStockOn(bus);
  app.addHook('onClose', async () => {
    unannounce();
    // A bus made here is this app's to close (main.ts passes its own, shared with its jobs).
    if (!given.bus) await bus.close();
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
