import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * Configuration from the environment, validated once at start. Every bad value is reported with
 * the variable's name and what it expects, so an operator fixes it without reading code.
 */
const onOff = z
  .enum(['on', 'off', 'true', 'false', '1', '0'])
  .transform((v) => ['on', 'true', '1'].includes(v));
const minutes = (def: number) =>
  z.coerce
    .number()
    .int()
    .positive()
    .max(60 * 24 * 30)
    .default(def);

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  EEOI_DATA_DIR: z.string().min(1).default('./data'),
  EEOI_ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  EEOI_DEMO: onOff.optional(),
  /** Password of the demo users; absent = generated once and printed with the admin's. */
  EEOI_DEMO_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  EEOI_CAPTCHA: onOff.default(true),
  EEOI_SESSION_IDLE_MINUTES: minutes(30),
  EEOI_SESSION_ABSOLUTE_MINUTES: minutes(12 * 60),
  /** Tokens older than this are rotated; the previous one stays valid for the grace period. */
  EEOI_SESSION_ROTATE_MINUTES: minutes(15),
  EEOI_SESSION_GRACE_SECONDS: z.coerce.number().int().min(0).max(600).default(60),
  EEOI_CONTACT_EMAIL: z.string().default('ops@example.com'),
  EEOI_CONTACT_PHONE: z.string().default('+86 21 0000 0000'),
  /** Shared secret (HS256) of the trusted system allowed to open sessions by /loginCrm. */
  EEOI_SSO_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Or the trusted system's RSA public key (PEM, RS256). */
  EEOI_SSO_PUBLIC_KEY: z.string().includes('PUBLIC KEY', { message: 'must be a PEM public key' }).optional(),
  EEOI_SSO_MAX_AGE_SECONDS: z.coerce.number().int().positive().max(600).default(120),
  /** Login, session-login and captcha calls allowed per client address per minute. */
  EEOI_LOGIN_RATE_PER_MIN: z.coerce.number().int().positive().default(20),
  EEOI_LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Answers of hot read routes kept per process (cache/readCache.ts); 0 reads the database every time. */
  EEOI_READ_CACHE_ENTRIES: z.coerce.number().int().min(0).max(100_000).default(500),
  /**
   * Which proxies may set X-Forwarded-For: off / false (default, the socket address counts), the
   * addresses or CIDR ranges of the load balancers (also `loopback`, `linklocal`, `uniquelocal`),
   * separated by commas, or true (every hop, for a platform whose balancer addresses are unknown
   * and which no client reaches directly). Trusting the header from anyone lets a client choose its
   * own address and so its own rate-limit and throttling key. A bare hop count is not offered: it
   * cannot check who sent it, and Fastify would read `1` as the address 0.0.0.1.
   */
  EEOI_TRUST_PROXY: z
    .string()
    .default('off')
    .superRefine((v, ctx) => {
      const entries = trustProxyEntriesOf(v);
      const bad = entries.filter(
        (e) => !isTrustedProxyEntry(e) || (entries.length > 1 && KEYWORDS_ALONE.has(e)),
      );
      if (bad.length)
        ctx.addIssue({
          code: 'custom',
          message: `must be off, false, true, or proxy addresses / CIDR ranges (or loopback, linklocal, uniquelocal) separated by commas; not ${JSON.stringify(bad.join(','))}`,
        });
    }),
  /** Days the system log keeps its rows; older rows are purged (export them first, GET /api/system/logs/export). */
  EEOI_LOG_RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).default(365),
  /** The job engine (docs/jobs.md): how often an idle worker asks for a job, in milliseconds. */
  EEOI_JOB_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
  /** A running job's lease in seconds: a job without a heartbeat for this long is taken over. */
  EEOI_JOB_LEASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** How often, in seconds, expired leases are looked for (by one instance at a time). */
  EEOI_JOB_MAINTENANCE_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** The first retry's delay in seconds; each further retry doubles it. */
  EEOI_JOB_RETRY_DELAY_SECONDS: z.coerce.number().int().min(0).max(3600).default(5),
});

export interface AppConfig {
  port: number;
  host: string;
  databaseUrl?: string;
  dataDir: string;
  adminPassword?: string;
  demo: boolean;
  demoPassword?: string;
  captcha: boolean;
  session: { idleMs: number; absoluteMs: number; rotateMs: number; graceMs: number };
  contact: { email: string; phone: string };
  sso: { secret?: string; publicKey?: string; maxAgeSeconds: number };
  logLevel: string;
  loginRatePerMin: number;
  readCacheEntries: number;
  /** Fastify's trustProxy: false, true (every hop) or the proxy addresses whose X-Forwarded-For counts. */
  trustProxy: boolean | string[];
  logRetentionDays: number;
  jobs: { pollMs: number; leaseSeconds: number; maintenanceSeconds: number; retryDelaySeconds: number };
}

/** Words that stand alone: the whole setting, never one entry of a list. */
const KEYWORDS_ALONE = new Set(['off', 'false', 'true']);
/** proxy-addr's names for address ranges, accepted in a list beside addresses. */
const RANGE_KEYWORDS = new Set(['loopback', 'linklocal', 'uniquelocal']);
const trustProxyEntriesOf = (v: string) => v.split(',').map((a) => a.trim().toLowerCase());

/** An address, a CIDR range (prefix length within the address family) or a keyword. */
function isTrustedProxyEntry(entry: string): boolean {
  if (KEYWORDS_ALONE.has(entry) || RANGE_KEYWORDS.has(entry)) return true;
  const [addr, prefix, ...rest] = entry.split('/');
  const family = isIP(addr ?? '');
  if (!family || rest.length) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

const trustProxyOf = (v: string): boolean | string[] => {
  const entries = trustProxyEntriesOf(v);
  if (entries.length === 1 && (entries[0] === 'off' || entries[0] === 'false')) return false;
  if (entries.length === 1 && entries[0] === 'true') return true;
  return entries;
};

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = EnvSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.EEOI_DATA_DIR,
    adminPassword: e.EEOI_ADMIN_PASSWORD,
    // The demo fleet is on by default only for the embedded database: a server database is production.
    demo: e.EEOI_DEMO ?? !e.DATABASE_URL,
    demoPassword: e.EEOI_DEMO_PASSWORD,
    captcha: e.EEOI_CAPTCHA,
    session: {
      idleMs: e.EEOI_SESSION_IDLE_MINUTES * 60_000,
      absoluteMs: e.EEOI_SESSION_ABSOLUTE_MINUTES * 60_000,
      rotateMs: e.EEOI_SESSION_ROTATE_MINUTES * 60_000,
      graceMs: e.EEOI_SESSION_GRACE_SECONDS * 1000,
    },
    contact: { email: e.EEOI_CONTACT_EMAIL, phone: e.EEOI_CONTACT_PHONE },
    sso: {
      secret: e.EEOI_SSO_SECRET,
      publicKey: e.EEOI_SSO_PUBLIC_KEY,
      maxAgeSeconds: e.EEOI_SSO_MAX_AGE_SECONDS,
    },
    logLevel: e.EEOI_LOG_LEVEL,
    loginRatePerMin: e.EEOI_LOGIN_RATE_PER_MIN,
    readCacheEntries: e.EEOI_READ_CACHE_ENTRIES,
    trustProxy: trustProxyOf(e.EEOI_TRUST_PROXY),
    logRetentionDays: e.EEOI_LOG_RETENTION_DAYS,
    jobs: {
      pollMs: e.EEOI_JOB_POLL_MS,
      leaseSeconds: e.EEOI_JOB_LEASE_SECONDS,
      maintenanceSeconds: e.EEOI_JOB_MAINTENANCE_SECONDS,
      retryDelaySeconds: e.EEOI_JOB_RETRY_DELAY_SECONDS,
    },
  };
}
