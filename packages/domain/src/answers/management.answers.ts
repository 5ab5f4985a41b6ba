import { z } from 'zod';

const STATUS = z.enum(['UP', 'DOWN']);
const count = z.number();

/** `GET /management/info`: the build, and the profiles the client's ribbon reads. */
export const InfoSchema = z.object({
  'display-ribbon-on-profiles': z.string(),
  activeProfiles: z.array(z.string()),
  build: z.object({ name: z.string(), version: z.string() }),
});

/** The unsent mail that has failed most often, with its last error. */
const MailTroubleSchema = z.object({
  messageId: z.string(),
  to: z.string(),
  attempts: count,
  error: z.string(),
  nextAttemptAt: z.string(),
});

/** One part of the shop's health, with what an admin needs to act on it. */
const component = <S extends z.ZodRawShape>(details: S) =>
  z.object({ status: STATUS, details: z.object(details) });
const failure = z.string().optional().describe('Why it is DOWN');

export const HealthComponentsSchema = z.object({
  db: component({ database: z.string(), latencyMs: z.number().optional(), error: failure }),
  diskSpace: component({
    path: z.string(),
    total: count.optional(),
    free: count.optional(),
    threshold: count.optional(),
    error: failure,
  }),
  mail: component({
    transport: z.enum(['SMTP', 'files']).optional(),
    backlog: count.optional(),
    oldestUnsent: z.string().nullable().optional(),
    lastError: MailTroubleSchema.nullable().optional(),
    error: failure,
  }),
  redis: component({
    address: z.string(),
    counters: z.enum(['Redis', 'database']).describe('Where the abuse limits are counted'),
    since: z.string().optional().describe('Counted in the database since'),
    error: z.string().nullable().optional(),
  })
    .optional()
    .describe('Only with REDIS_URL'),
  pickupPoints: component({
    feed: z.enum(['packeta', 'none']).optional(),
    count: count.optional(),
    lastSuccessAt: z.string().nullable().optional(),
    lastSuccessCount: count.nullable().optional(),
    lastFailureAt: z.string().nullable().optional(),
    lastFailureReason: z.string().nullable().optional(),
    error: failure,
  }).optional(),
  cardGateway: component({
    gateway: z.enum(['Stripe']).nullable().optional().describe('Null: cards are not taken'),
    configured: z.boolean().optional(),
    webhookSecret: z.boolean().optional().describe('Whether webhooks can be verified'),
    lastWebhookAt: z.string().nullable().optional(),
    error: failure,
  }).optional(),
});
export type HealthComponents = z.output<typeof HealthComponentsSchema>;

/**
 * `GET /management/health`: UP or DOWN for anyone (a load balancer); the components, each with
 * its details, for admins.
 */
export const HealthSchema = z.object({
  status: STATUS,
  components: HealthComponentsSchema.optional().describe('For admins only'),
});
export type HealthAnswer = z.output<typeof HealthSchema>;

/** Latency of one route and status; a percentile is absent until the window has one. */
const RouteTimingsSchema = z.object({
  method: z.string(),
  route: z.string(),
  status: z.string(),
  count,
  meanMs: z.number(),
  p50: z.number().optional(),
  p90: z.number().optional(),
  p95: z.number().optional(),
  p99: z.number().optional(),
});

/** One sample of the last 15 minutes; `requests` and `errors` counted in the 10 s before. */
const MetricsSampleSchema = z.object({
  time: z.string(),
  requests: count,
  errors: count,
  p95Ms: z.number().nullable(),
  rssMb: z.number(),
  heapUsedMb: z.number(),
  eventLoopP99Ms: z.number(),
});

/** The admin's metrics screen (`GET /management/metrics`), as the server computes it. */
export const MetricsSchema = z.object({
  process: z.object({
    pid: count,
    node: z.string(),
    uptimeSeconds: z.number(),
    memory: z.object({
      rssMb: z.number(),
      heapUsedMb: z.number(),
      heapTotalMb: z.number(),
      externalMb: z.number(),
    }),
    cpuPercent: z.number(),
  }),
  eventLoop: z.object({
    delayMs: z.object({ p50: z.number(), p99: z.number(), max: z.number() }),
    utilization: z.number(),
  }),
  http: z.object({ requests: z.array(RouteTimingsSchema) }),
  database: z
    .object({
      queries: count,
      totalMs: z.number(),
      p50Ms: z.number().nullable(),
      p95Ms: z.number().nullable(),
      p99Ms: z.number().nullable(),
    })
    .describe('Query times in ms; the percentiles are null before the first query'),
  photos: z.object({ processed: count }),
  retention: z
    .object({ deleted: z.object({ photos: count, craftedProducts: count }) })
    .describe('Uploads the retention job deleted since the process started'),
  mail: z.object({ backlog: count, lastError: MailTroubleSchema.nullable() }),
  history: z.array(MetricsSampleSchema),
});
export type Metrics = z.output<typeof MetricsSchema>;
export type RouteTimings = z.output<typeof RouteTimingsSchema>;
export type MetricsSample = z.output<typeof MetricsSampleSchema>;
export type MailTrouble = z.output<typeof MailTroubleSchema>;

/** Node's own resource usage (`process.resourceUsage()`), in its units. */
const ResourceUsageSchema = z.object(
  Object.fromEntries(
    [
      'userCPUTime',
      'systemCPUTime',
      'maxRSS',
      'sharedMemorySize',
      'unsharedDataSize',
      'unsharedStackSize',
      'minorPageFault',
      'majorPageFault',
      'swappedOut',
      'fsRead',
      'fsWrite',
      'ipcSent',
      'ipcReceived',
      'signalsCount',
      'voluntaryContextSwitches',
      'involuntaryContextSwitches',
    ].map((name) => [name, count]),
  ),
);

/**
 * `GET /management/threaddump`: Node has one JavaScript thread, so what keeps the process busy
 * (active handles and requests by kind), how busy the event loop is, and the heap.
 */
export const ThreadDumpSchema = z.object({
  pid: count,
  uptimeSeconds: z.number(),
  activeResources: z.record(z.string(), count).describe('Active handles and requests, by kind'),
  eventLoopUtilization: z.object({ idle: z.number(), active: z.number(), utilization: z.number() }),
  heap: z.object({
    usedBytes: count,
    totalBytes: count,
    limitBytes: count,
    spaces: z.array(z.object({ name: z.string(), usedBytes: count, sizeBytes: count })),
  }),
  resourceUsage: ResourceUsageSchema,
});

const LevelSchema = z.string().describe('TRACE, DEBUG, INFO, WARN, ERROR, FATAL or OFF');

/** `GET /management/logs`: the levels, and each logger's. */
export const LoggersSchema = z.object({
  levels: z.array(LevelSchema),
  loggers: z
    .record(z.string(), z.object({ configuredLevel: LevelSchema, effectiveLevel: LevelSchema }))
    .describe('By logger name; ROOT is the app’s'),
});

/** Where e-invoices are delivered, its token masked. */
const AccessPointSettingSchema = z.object({ url: z.string(), token: z.string().optional() });

/** Packeta's feed and API, secrets masked. */
const PacketaSettingSchema = z.object({
  feedUrl: z.string().optional(),
  api: z
    .object({
      url: z.string(),
      password: z.string(),
      homeCarrierId: z.number().optional(),
      timeoutMs: z.number().optional(),
    })
    .optional(),
});

/** The card gateway's keys, masked. */
const StripeSettingSchema = z.object({
  secretKey: z.string(),
  webhookSecret: z.string(),
  apiUrl: z.string().optional(),
});

/** The app's settings as parsed at start (the server's `Config`), secrets masked. */
const SettingsSchema = z.object({
  port: z.number(),
  host: z.string(),
  dataDir: z.string(),
  databaseUrl: z.string().optional(),
  jwtSecret: z.string(),
  smtpUrl: z.string().optional(),
  mailFrom: z.string(),
  publicUrl: z.string(),
  profile: z.enum(['dev', 'prod']),
  seedDemo: z.boolean(),
  logLevel: z.string(),
  trustProxy: z.union([z.number(), z.array(z.string())]).optional(),
  redisUrl: z.string().optional(),
  peppolAccessPoint: AccessPointSettingSchema.optional(),
  packeta: PacketaSettingSchema,
  stripe: StripeSettingSchema.optional(),
});

/** One value of the environment or of the settings, as `GET /management/env` lists it. */
const SettingSchema = z.union([
  z.string(),
  z.number(),
  z.boolean(),
  z.array(z.string()),
  AccessPointSettingSchema,
  PacketaSettingSchema,
  StripeSettingSchema,
]);

/** `GET /management/configprops`: the app's own settings, as parsed at start, secrets masked. */
export const ConfigPropsSchema = z.object({
  contexts: z.object({
    fotoobraz: z.object({
      beans: z.object({
        config: z.object({ prefix: z.string(), properties: SettingsSchema }),
      }),
    }),
  }),
});

/** `GET /management/env`: the settings and the process environment, secrets masked. */
export const EnvironmentSchema = z.object({
  activeProfiles: z.array(z.string()),
  propertySources: z.array(
    z.object({
      name: z.string().describe('applicationConfig or systemEnvironment'),
      properties: z
        .record(z.string(), z.object({ value: SettingSchema.optional() }))
        .describe('By setting or variable name'),
    }),
  ),
});

/** A fact of an audit event. */
const AuditFactSchema = z.union([
  z.string(),
  z.number(),
  z.boolean(),
  z.null(),
  z.array(z.string()),
]);

/** One audit event (sign-ins, account changes, the owner's decisions), its data by name. */
export const AuditEventSchema = z.object({
  id: count,
  timestamp: z.string(),
  principal: z.string(),
  type: z.string(),
  data: z.record(z.string(), AuditFactSchema).describe("The event's own facts"),
});
export type AuditEvent = z.output<typeof AuditEventSchema>;
export type InfoAnswer = z.output<typeof InfoSchema>;
export type ThreadDump = z.output<typeof ThreadDumpSchema>;
export type Loggers = z.output<typeof LoggersSchema>;
export type ConfigProps = z.output<typeof ConfigPropsSchema>;
export type Environment = z.output<typeof EnvironmentSchema>;
