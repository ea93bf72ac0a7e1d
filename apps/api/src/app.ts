// Builds the API: plugins registered explicitly, routes and validation from the contract.
import path from 'node:path';
import { API_MESSAGES, tooManyRequestsWait } from '@trails/domain/messages';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import Fastify from 'fastify';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
  RouteOptions,
} from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import type { Config } from './config.ts';
import type { Database, DatabaseHandle } from './db/client.ts';
import { openConfiguredDatabase } from './db/open.ts';
import { cachedAnswerOf, sendCachedAnswer } from './http/cached-answer.ts';
import type { CachedAnswer } from './http/cached-answer.ts';
import { clientKey } from './http/client-address.ts';
import { HttpError, makeErrorHandler } from './http/errors.ts';
import { createLimits, registerLimitJobs } from './http/limits.ts';
import { RequestLog, requestId, serializeRequest } from './http/logging.ts';
import type { Limit, Limits } from './http/limits.ts';
import { guardInput } from './http/input-guards.ts';
import { acceptFormBodies } from './http/form-body.ts';
import type { OperationHandlers } from './http/operations.ts';
import { createResponseCache } from './http/response-cache.ts';
import type { ResponseCache } from './http/response-cache.ts';
import { SECURITY_OPTIONS, securityHeadersOf } from './http/security-headers.ts';
import { bearerRequirements, cachedOperations, loadSpecification } from './http/spec.ts';
import { accountHandlers } from './modules/accounts/handlers.ts';
import {
  loginMessages,
  profileUpdateMessages,
  registerMessages,
} from './modules/accounts/rules.ts';
import { authHandlers } from './modules/auth/handlers.ts';
import { bearerAuth } from './modules/auth/security.ts';
import { touchToken } from './modules/auth/tokens.ts';
import type { LiveToken } from './modules/auth/tokens.ts';
import { bookingHandlers } from './modules/bookings/handlers.ts';
import { registerBookingJobs } from './modules/bookings/jobs.ts';
import { ticketHandlers } from './modules/bookings/ticket-handlers.ts';
import { bookingManagementHandlers } from './modules/operations/booking-management.ts';
import { captchaHandlers } from './modules/captcha/handlers.ts';
import { dealHandlers } from './modules/deals/handlers.ts';
import { favouriteHandlers } from './modules/favourites/handlers.ts';
import { reviewHandlers } from './modules/reviews/handlers.ts';
import { registerReviewJobs } from './modules/reviews/request-job.ts';
import { acceptMultipartBodies } from './modules/reviews/upload-body.ts';
import { socialHandlers } from './modules/social/handlers.ts';
import { catalogHandlers } from './modules/catalog/handlers.ts';
import { contentHandlers } from './modules/content/handlers.ts';
import { healthHandlers } from './modules/health/handlers.ts';
import { databaseMonitor } from './modules/health/monitor.ts';
import type { HealthMonitor } from './modules/health/monitor.ts';
import { createJobQueue } from './modules/jobs/queue.ts';
import type { JobQueue } from './modules/jobs/queue.ts';
import { inquiryMessages, mailHandlers, subscriptionMessages } from './modules/mail/handlers.ts';
import { createMailer, devMailboxTransport, smtpTransport } from './modules/mail/service.ts';
import type { Mailer } from './modules/mail/service.ts';
import { mediaHandlers } from './modules/media/handlers.ts';
import { createMediaService } from './modules/media/service.ts';
import { diskUploadStore } from './modules/media/upload-store.ts';
import type { MediaService } from './modules/media/service.ts';
import { pricingHandlers } from './modules/pricing/handlers.ts';
import { searchHandlers } from './modules/search/handlers.ts';
import { setPasswordHandlers } from './modules/accounts/set-password.ts';
import { checkoutHandlers } from './modules/checkout/handlers.ts';
import { lanesFor } from './modules/checkout/tour-queue.ts';
import { checkoutMessages } from './modules/checkout/rules.ts';
import { operationsHandlers } from './modules/operations/handlers.ts';
import { operatorAuth } from './modules/operations/security.ts';
import type { Operator } from './modules/operations/security.ts';
import { paymentHandlers } from './modules/payments/handlers.ts';
import { createPaymentsService } from './modules/payments/service.ts';
import type { PaymentsService } from './modules/payments/service.ts';
import type { WebhookSender } from './modules/payments/sandbox/webhooks.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /**
     * The clock of the booking rules (the free-cancellation deadline): one place to read "now",
     * so tests can set it without touching token expiry or the database (ADR 124).
     */
    clock: { now(): Date };
    db: Database;
    media: MediaService;
    mailer: Mailer;
    /** The job queue (ADR 130): modules register their jobs on it in buildApp. */
    jobs: JobQueue;
    /** The dev mailbox answers only without SMTP_URL, outside production and https (ADR 114). */
    devMailboxOn: boolean;
    /** Cleared by anything that changes the catalogue. */
    responseCache: ResponseCache;
    /** The payment provider and the sandbox's webhook delivery (a job on the queue). */
    payments: PaymentsService;
    /** Every limit and throttle, shared by all instances (Redis or the database, ADR 181). */
    limits: Limits;
    /** Whether the database answers, checked in the background (/healthz reads it, ADR 197). */
    health: HealthMonitor;
    /** How many checkouts of one tour this process sends to the seat lock at once (ADR 286). */
    checkoutLanes: number;
  }
  interface FastifyRequest {
    /** Set by the bearerAuth security handler. */
    userId: number | null;
    /** Set by operatorAuth on the /api/ops calls: a supplier or an admin. */
    operator: Operator | null;
    /** The unparsed JSON body, kept for payment webhooks (their signature covers the bytes). */
    rawBody: string | null;
    /** The caller's live token (bearerAuth, operatorAuth): a call that succeeds keeps it alive. */
    session: LiveToken | null;
  }
}

export type AppOptions = {
  config: Config;
  /** An open database; by default the configured one is opened (and closed with the app). */
  database?: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
  /** Where the default logger writes (tests read it); stdout by default. */
  logStream?: { write(line: string): void };
  /**
   * Run the queue's workers and schedules (off in tests, which call `app.jobs.runDue()` or
   * `mailer.deliverDue()`). The queue's schema is installed either way.
   */
  jobs?: boolean;
  /** Seconds between the workers' polls on PostgreSQL (PGlite wakes them at once). */
  jobPollingIntervalSeconds?: number;
  /** How long public catalogue answers are reused (0 turns the cache off). */
  responseCacheMs?: number;
  /**
   * Where the limits count (ADR 181): 'shared' (Redis or the database, the default) or
   * 'memory', for a test that checks a refused call writes nothing to the database.
   */
  limitStore?: 'shared' | 'memory';
  /** How the sandbox provider posts its webhooks (tests replace the network with inject). */
  webhookSender?: WebhookSender;
};

/** How long the public reads (those whose contract declares a 304) reuse an answer. */
const DEFAULT_RESPONSE_CACHE_MS = 5000;

const handlers: OperationHandlers = {
  ...healthHandlers,
  ...searchHandlers,
  ...catalogHandlers,
  ...pricingHandlers,
  ...contentHandlers,
  ...mailHandlers,
  ...mediaHandlers,
  ...authHandlers,
  ...accountHandlers,
  ...captchaHandlers,
  ...socialHandlers,
  ...favouriteHandlers,
  ...dealHandlers,
  ...reviewHandlers,
  ...bookingHandlers,
  ...checkoutHandlers,
  ...paymentHandlers,
  ...setPasswordHandlers,
  ...operationsHandlers,
  ...bookingManagementHandlers,
  ...ticketHandlers,
};

/** The operators' calls: a supplier's or an admin's token (operations/security.ts). */
const OPERATOR_OPERATIONS = new Set([
  'listOperatorBookings',
  'confirmOperatorBooking',
  'rejectOperatorBooking',
  'listOperatorRequests',
  'approveOperatorAmendment',
  'rejectOperatorAmendment',
  'approveOperatorCancellation',
  'declineOperatorCancellation',
  'replyOperatorBookingMessage',
  'hideOperatorBookingMessage',
  'verifyOperatorTicket',
]);
/** Provider notifications: signed, retried by the provider, never rate limited. */
const UNLIMITED_POSTS = new Set(['receivePaymentWebhook']);
/** The operations with a handler: all of the contract (the app does not start otherwise). */
export const implementedOperations: ReadonlySet<string> = new Set(Object.keys(handlers));

/** Operations that change something: rate limited per client. */
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** POST calls that only read: the booking panel asks for an estimate at every change. */
const READ_ONLY_POSTS = new Set(['estimateCost']);
/**
 * Reads outside the per-client read limit: images (a page shows dozens; they are served from
 * files once rendered) and the load balancer's health probe.
 */
const UNLIMITED_READS = new Set(['getMedia', 'checkHealth']);

/**
 * Counts the call against `limit` for the calling client — for each operation on its own when
 * `perOperation` (the write limit, as @fastify/rate-limit counted it) — past it, 429.
 */
function limitedBy(limit: Limit, perOperation: string | null) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const client = clientKey(request);
    const wait = await limit.take(perOperation ? `${perOperation}|${client}` : client);
    if (wait > 0) {
      void reply.header('retry-after', String(wait));
      throw new HttpError(429, tooManyRequestsWait(wait));
    }
  };
}

/** The limit an operation counts against, if any (issue 18 Medium 7). */
function limitOf(limits: Limits, operationId: string, method: string): Limit | null {
  if (operationId === 'getCaptchaChallenge') return limits.captchaChallenges;
  if (UNLIMITED_POSTS.has(operationId)) return null;
  if (READ_ONLY_POSTS.has(operationId)) return limits.reads;
  if (WRITE_METHODS.has(method)) return limits.writes;
  return UNLIMITED_READS.has(operationId) ? null : limits.reads;
}

function validatorCompiler() {
  // multipleOfPrecision: money is dollars with `multipleOf: 0.01`, which plain floating point
  // division gets wrong (115.37 / 0.01 = 11536.999…).
  const options = {
    strict: false,
    allErrors: true,
    useDefaults: true,
    removeAdditional: false,
    multipleOfPrecision: 9,
  } as const;
  const forBody = addFormats.default(new Ajv2020({ ...options, coerceTypes: false }));
  // Query strings and paths arrive as text: numbers and booleans are coerced.
  const forText = addFormats.default(new Ajv2020({ ...options, coerceTypes: 'array' }));
  return ({ schema, httpPart }: { schema: object; httpPart?: string }) =>
    (httpPart === 'body' ? forBody : forText).compile(schema);
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? {
      level: config.logLevel,
      serializers: { req: serializeRequest },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    // The caller's X-Request-Id only when it is a UUID (genReqId reads it), else a new one.
    requestIdHeader: false,
    genReqId: requestId,
    // One line per request, cache hits sampled (ADR 197).
    logController: new RequestLog(),
    // The site's server proxies /api and writes the visitor's address as X-Forwarded-For (over
    // anything the visitor sent): trusted from the site server's own addresses only (ADR 110).
    trustProxy: config.siteServerAddresses,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    // The router's own refusals (a path that is not valid URL encoding, a path parameter beyond
    // maxParamLength) in the one Error shape too.
    frameworkErrors: (error, _request, reply) => {
      const status = error.statusCode ?? 400;
      const message = status === 414 ? API_MESSAGES.addressTooLong : API_MESSAGES.addressNotValid;
      void (reply as FastifyReply).code(status).send({ message });
    },
  });

  const database = options.database ?? (await openConfiguredDatabase(config));
  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('checkoutLanes', lanesFor(database.connections));
  app.decorate(
    'media',
    createMediaService(
      database.db,
      config.dataDir,
      diskUploadStore(path.join(config.dataDir, 'uploads')),
    ),
  );
  const health = databaseMonitor(database.db, app.log);
  app.decorate('health', health);
  // The first check before the first request: /healthz answers from a real verdict.
  await health.check();
  app.decorate('devMailboxOn', config.devMailbox && !config.smtpUrl && !config.production);
  const transport = config.smtpUrl
    ? smtpTransport(config.smtpUrl, config.mailFrom)
    : devMailboxTransport;
  const jobs = createJobQueue({
    db: database.db,
    log: app.log,
    ...(options.jobPollingIntervalSeconds
      ? { pollingIntervalSeconds: options.jobPollingIntervalSeconds }
      : {}),
  });
  app.decorate('jobs', jobs);
  // Modules register their jobs here, before the queue starts (end of buildApp).
  const mailer = createMailer(database.db, transport, app.log, jobs, {
    secretKey: config.secretKey,
    retentionDays: config.mailRetentionDays,
  });
  app.decorate('mailer', mailer);
  const responseCache = createResponseCache(options.responseCacheMs ?? DEFAULT_RESPONSE_CACHE_MS);
  app.decorate('responseCache', responseCache);
  app.decorateRequest('userId', null);
  app.decorateRequest('operator', null);
  app.decorateRequest('rawBody', null);
  app.decorateRequest('session', null);
  // A call made with a live token moves its session's idle deadline on (ADR 182, 205) — once it
  // has succeeded: a refused call changes nothing, not even that (ADR 208). Before the answer
  // leaves, so the next call finds the deadline already moved.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.session && reply.statusCode < 400) {
      await touchToken(app.db, request.session, config.tokenTtlSeconds, config.tokenIdleSeconds);
    }
    return payload;
  });
  const payments = createPaymentsService(database.db, config, app.log, options.webhookSender);
  app.decorate('payments', payments);
  // One object, read at every use: tests move the clock of the rules and of the booking jobs.
  const clock = { now: () => new Date() };
  app.decorate('clock', clock);
  payments.registerJobs(jobs);
  registerBookingJobs(jobs, {
    db: database.db,
    config,
    provider: payments.provider,
    clock,
    mailer,
  });
  registerReviewJobs(jobs, database.db, {
    publicUrl: config.publicUrl,
    now: () => clock.now(),
    mailed: () => mailer.nudge(),
  });

  // Every answer (404s and errors too) carries its request id and the security headers,
  // worked out once (security-headers.ts): one synchronous hook, no promise per request.
  const securityHeaders = securityHeadersOf(SECURITY_OPTIONS);
  app.addHook('onRequest', (request, reply, done) => {
    void reply.headers(securityHeaders).header('x-request-id', request.id);
    done();
  });
  // Multipart first: its parser fills the body at preValidation, before the input guards look.
  await acceptMultipartBodies(app);
  app.addHook('preValidation', guardInput);
  app.setValidatorCompiler(validatorCompiler());
  acceptFormBodies(app);
  keepWebhookBodies(app);
  // Answers are written with JSON.stringify, not compiled from the response schemas:
  // fast-json-stringify dropped optional properties of the contract's allOf schemas (ADR 040).
  // The test suite validates every answer against the contract instead.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  app.setErrorHandler(
    makeErrorHandler({
      sendInquiry: inquiryMessages,
      subscribeToDeals: subscriptionMessages,
      issueToken: loginMessages,
      register: registerMessages,
      updateProfileField: profileUpdateMessages,
      checkoutCart: checkoutMessages,
    }),
  );
  app.setNotFoundHandler((_request, reply) => {
    void reply.code(404).send({ message: API_MESSAGES.notFoundAnswer });
  });

  const limits = await createLimits({
    config,
    db: database.db,
    engine: database.engine,
    store: options.limitStore ?? 'shared',
  });
  app.decorate('limits', limits);
  registerLimitJobs(jobs, limits);

  const specification = loadSpecification();
  const bearer = bearerRequirements(specification);
  const cached = cachedOperations(specification);
  await app.register(openapiGlue, {
    specification,
    operationResolver: (operationId: string, method: string) => {
      const handler = handlers[operationId as keyof OperationHandlers];
      // Every call of the contract has its handler: a missing one stops the start, it is
      // never served as a placeholder.
      if (!handler) throw new Error(`the contract's ${operationId} has no handler`);
      const route: Partial<RouteOptions> = { handler: handler as RouteOptions['handler'] };
      if (cached.has(operationId)) {
        const compute = handler as (
          request: FastifyRequest,
          reply: FastifyReply,
        ) => Promise<unknown>;
        // The cache keeps the answer's bytes and ETag (cached-answer.ts), not the object.
        route.handler = async (request, reply) => {
          const { value, hit } = await responseCache.get(request.url, async () =>
            cachedAnswerOf(await compute(request, reply)),
          );
          return sendCachedAnswer(request, reply, value as CachedAnswer, hit);
        };
      }
      // The token is checked first (onRequest), so an anonymous caller learns nothing but 401,
      // not even which fields are wrong (nor how much budget is left); then the call counts.
      const hooks: RouteOptions['onRequest'][] = [];
      const requirement = bearer.get(operationId);
      if (OPERATOR_OPERATIONS.has(operationId)) hooks.push(operatorAuth);
      else if (requirement === 'required') hooks.push(bearerAuth);
      if (requirement === 'optional') {
        hooks.push(async (request: FastifyRequest) => {
          if (request.headers.authorization !== undefined) await bearerAuth(request);
        });
      }
      const limit = limitOf(limits, operationId, method);
      if (limit) hooks.push(limitedBy(limit, limit === limits.writes ? operationId : null));
      if (hooks.length > 0) route.onRequest = hooks as RouteOptions['onRequest'];
      return route as RouteOptions;
    },
  });

  app.addHook('onClose', async () => {
    health.stop();
    await payments.stop();
    // Running jobs finish first (or are failed for a retry), then what they use is closed.
    await mailer.stop();
    await jobs.stop();
    transport.close();
    await limits.close();
    if (!options.database) await database.close();
  });
  await jobs.start({ workers: options.jobs ?? true });
  return app;
}

/**
 * JSON bodies are parsed as before (Fastify's own parser, prototype poisoning refused); a
 * payment webhook's bytes are kept too, because its signature is over them, not over the parse.
 */
function keepWebhookBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (request.url.startsWith('/api/payments/webhooks/')) request.rawBody = body as string;
    parseJson(request, body as string, done);
  });
}
