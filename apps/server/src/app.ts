import Fastify from 'fastify';
import cookie from '@fastify/cookie';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { bidFiltersResponse, bidListResponse, facetListResponse, filtersResponse, listingResponse, priceHistoryResponse } from '@jauc/contract';
import type { DestinationStream } from 'pino';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { registerErrorHandler } from './plugins/error-handler.js';
import { registerDocs } from './plugins/docs.js';
import { loggerOptions } from './plugins/logging.js';
import { registerApiCompression } from './plugins/compression.js';
import { registerSpa } from './plugins/spa.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { registerOriginCheck } from './plugins/origin-check.js';
import { registerCanonicalPath } from './plugins/request-path.js';
import { clientErrorHandler, MAX_HEADER_BYTES } from './plugins/request-limits.js';
import { registerForwardedWarning } from './plugins/forwarded-warning.js';
import { registerSession } from './plugins/session.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { registerServerTime } from './plugins/server-time.js';
import { createSerializerCompiler } from './plugins/serializer.js';
import { createMailer } from './modules/mail/mailer.js';
import { ensureReferenceData } from './db/reference-data.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { userRoutes } from './modules/user/user.routes.js';
import { siteRoutes } from './modules/site/site.routes.js';
import { siteConfigRoutes } from './modules/site-config/site-config.routes.js';
import { makeAnOrderRoutes } from './modules/site/make-an-order.routes.js';
import { ordersRoutes } from './modules/orders/orders.routes.js';
import { listingRoutes } from './modules/listing/listing.routes.js';
import { favoriteRoutes } from './modules/favorite/favorite.routes.js';
import { savedSearchRoutes } from './modules/saved-search/saved-search.routes.js';
import { mediaRoutes } from './modules/media/media.routes.js';
import { providerPhotoRoutes } from './modules/media/provider-photo.routes.js';
import { createPhotoProxy, type PhotoProxy } from './modules/photo-proxy/photo-proxy.js';
import { lotRoutes } from './modules/lot/lot.routes.js';
import { lotToolsRoutes } from './modules/lot/lot-tools.routes.js';
import { bidRoutes } from './modules/bid/bid.routes.js';
import { bidManageRoutes } from './modules/bid/bid-manage.routes.js';
import { bidListRoutes } from './modules/bid/bid-list.routes.js';
import { photosRoutes } from './modules/photos/photos.routes.js';
import { shareRoutes } from './modules/share/share.routes.js';
import { productionMonthRoutes } from './modules/production-month/production-month.routes.js';
import { landedCostRoutes } from './modules/landed-cost/landed-cost.routes.js';
import { priceHistoryRoutes } from './modules/price-history/price-history.routes.js';
import { registerJobs } from './modules/jobs/index.js';
import { Lifecycle } from './lib/lifecycle.js';
import { scheduledJobs } from './server/jobs.js';
import { registerMetrics } from './server/metrics.js';
import type { JobDefinition } from './modules/jobs/job-types.js';
import { devClockRoutes } from './modules/dev-clock/dev-clock.routes.js';
import { eventsRoutes } from './modules/events/events.routes.js';
import { chatRoutes } from './modules/chat/chat.routes.js';
import { telegramRoutes } from './modules/telegram/telegram.routes.js';
import { purchasesRoutes } from './modules/purchases/purchases.routes.js';
import { paymentsRoutes } from './modules/payments/payments.routes.js';
import { paymentAccountsRoutes } from './modules/payment-accounts/payment-accounts.routes.js';
import { paymentProofsRoutes } from './modules/payment-proofs/payment-proofs.routes.js';
import { clientsRoutes } from './modules/clients/clients.routes.js';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.js';

export interface AppDeps {
  config: Config;
  database: Database;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: DestinationStream;
  /** The jobs to schedule instead of `scheduledJobs(config)` (tests bring their own). */
  jobs?: JobDefinition[];
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    /** The photo proxy of this instance (decision 020): its disk cache, fetches in flight and counters. */
    photoProxy: PhotoProxy;
  }
}

/** Builds the HTTP app: API under /api/v1, docs under /api/docs and the SPA for every other path. */
export async function buildApp(deps: AppDeps) {
  // Migrations ran in openDatabase; reference rows (countries, ...) must exist before any user.
  await ensureReferenceData(deps.database.db);
  const app = Fastify({
    logger: deps.config.logLevel === 'silent' ? false : loggerOptions(deps.config.logLevel, deps.logStream),
    // X-Forwarded-* only from TRUST_PROXY addresses (DESIGN.md §3): request.ip and
    // request.protocol stay the socket's for everyone else.
    trustProxy: deps.config.trustProxy.length > 0 ? deps.config.trustProxy : false,
    bodyLimit: 256 * 1024,
    // A long URL is read whole and refused with 414 (plugins/request-limits.ts); requests Node
    // cannot parse are answered in the API's form, an unknown method with 405.
    http: { maxHeaderSize: MAX_HEADER_BYTES },
    clientErrorHandler,
    // While the instance shuts down (server/shutdown.ts), a request that still arrives on an
    // open connection is answered, with Connection: close, rather than refused with a bare 503:
    // the database is open until the requests in flight end, and a POST refused here would not
    // be retried by the proxy on another instance (docs/decisions/021).
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  // Bulk answers (listing pages, facets, price history, the bid lists and their filters) skip the
  // per-request zod pass outside tests (see plugins/serializer.ts).
  app.setSerializerCompiler(
    createSerializerCompiler([listingResponse, filtersResponse, facetListResponse, priceHistoryResponse, bidListResponse, bidFiltersResponse]),
  );
  app.decorate('deps', deps);
  app.decorate('lifecycle', new Lifecycle());
  app.decorate('photoProxy', createPhotoProxy(deps.config));
  app.decorate('mailer', createMailer(deps.config, app.log));
  // Mails sent in the background finish before the app (and its database) closes.
  app.addHook('onClose', async () => app.mailer.idle());
  // Scheduled jobs start when the app is ready (after seeding, see main.ts) and stop on close.
  registerJobs(app, deps.jobs ?? scheduledJobs(deps.config));
  registerErrorHandler(app);

  await app.register(cookie);
  registerSecurityHeaders(app);
  registerCanonicalPath(app);
  registerForwardedWarning(app);
  registerServerTime(app);
  await registerDocs(app);
  // Root-level hooks, before any route: refuse foreign origins first, then resolve the session.
  registerOriginCheck(app);
  registerSession(app);
  // Operators' figures (METRICS_TOKEN): hooks on every route, GET /metrics outside the API.
  registerMetrics(app);

  await app.register(
    async (api) => {
      await registerApiCompression(api);
      await api.register(healthRoutes);
      await api.register(authRoutes);
      await api.register(userRoutes);
      await api.register(siteRoutes);
      await api.register(siteConfigRoutes);
      await api.register(makeAnOrderRoutes);
      await api.register(ordersRoutes);
      await api.register(listingRoutes);
      await api.register(favoriteRoutes);
      await api.register(savedSearchRoutes);
      await api.register(lotRoutes);
      await api.register(lotToolsRoutes);
      await api.register(bidRoutes);
      await api.register(bidManageRoutes);
      await api.register(bidListRoutes);
      await api.register(photosRoutes);
      await api.register(shareRoutes);
      await api.register(productionMonthRoutes);
      await api.register(landedCostRoutes);
      await api.register(priceHistoryRoutes);
      await api.register(chatRoutes);
      await api.register(eventsRoutes);
      await api.register(telegramRoutes);
      await api.register(purchasesRoutes);
      await api.register(paymentsRoutes);
      await api.register(paymentAccountsRoutes);
      await api.register(paymentProofsRoutes);
      await api.register(clientsRoutes);
      await api.register(dashboardRoutes);
      // Tests and demos only (CLOCK_CONTROL=on): never part of a production portal.
      if (deps.config.clockControl) await api.register(devClockRoutes);
    },
    { prefix: '/api/v1' },
  );

  // Generated lot photos and sheets at the root, outside the API (docs/decisions/002); they are
  // SVG text, about a quarter of their size compressed. Provider photos through the photo proxy
  // beside them (decision 020): the same path, so the media cookie reaches them too.
  await app.register(async (media) => {
    await registerApiCompression(media);
    await media.register(mediaRoutes);
    await media.register(providerPhotoRoutes);
  });

  await registerSpa(app, deps.config);
  return app;
}
export type App = Awaited<ReturnType<typeof buildApp>>;
