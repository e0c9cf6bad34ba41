import path from 'node:path';
import * as v from 'valibot';
import { AUTH } from 'shared-contracts/constants';

/** The repository root: api/src/env.ts -> ../../ */
export const REPO_ROOT = path.resolve(__dirname, '..', '..');

const flag = (fallback: boolean | undefined) =>
  v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.toLowerCase(),
      v.picklist(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'], 'expected true or false'),
      v.transform((text) => ['1', 'true', 'yes', 'on'].includes(text)),
    ),
    fallback === undefined ? undefined : String(fallback),
  );

/** Relative paths are taken from the repository root, so `npm run -w api` (cwd api/) and `npm start` agree. */
const dirPath = (fallback: string) =>
  v.pipe(
    v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty()), fallback),
    v.transform((p) => path.resolve(REPO_ROOT, p)),
  );

/** STRIPE_PUBLISHABLE_KEY: one pk_ key, or a non-empty JSON object of currency → pk_ key. */
const isStripePublishableKeySetting = (text: string) => {
  const isKey = (key: unknown) => typeof key === 'string' && /^pk_(test|live)_\w+$/.test(key);
  if (!text.startsWith('{')) return isKey(text);
  try {
    const map: unknown = JSON.parse(text);
    return typeof map === 'object' && map !== null && !Array.isArray(map) && Object.keys(map).length > 0
      && Object.entries(map).every(([currency, key]) => /^[A-Za-z]{3}$/.test(currency) && isKey(key));
  } catch {
    return false;
  }
};

const isSmtpUrl = (text: string) => {
  try {
    const url = new URL(text);
    return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '';
  } catch {
    return false;
  }
};

const RawEnvSchema = v.object({
  /**
   * Stripe (ARCHITECTURE §5 Payments): with STRIPE_SECRET_KEY the payments go to Stripe, without it to the
   * in-process simulated provider (single replica only). The three are set together or not at all.
   */
  STRIPE_SECRET_KEY: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^(sk|rk)_(test|live)_\w+$/, 'expected a Stripe secret key (sk_test_… or sk_live_…)'))),
  /** The key browsers initialise stripe-js with: one pk_… for every currency, or per currency as JSON {"NOK":"pk_…"}. */
  STRIPE_PUBLISHABLE_KEY: v.optional(
    v.pipe(v.string(), v.trim(), v.check(isStripePublishableKeySetting, 'expected pk_test_… / pk_live_…, or a JSON object like {"NOK":"pk_…"}')),
  ),
  /** The webhook endpoint's signing secret; deliveries whose Stripe-Signature does not verify with it are refused. */
  STRIPE_WEBHOOK_SECRET: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^whsec_\w+$/, 'expected a webhook signing secret (whsec_…)'))),
  /**
   * The platform's Connect client id (Dashboard → Connect → Settings), for partners connecting their own Stripe accounts
   * (ADR 0031). Optional: without it GET connect-stripe answers 503. Only with STRIPE_SECRET_KEY.
   */
  STRIPE_CONNECT_CLIENT_ID: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^ca_\w+$/, 'expected a Connect client id (ca_…)'))),
  NODE_ENV: v.optional(v.picklist(['development', 'production', 'test']), 'development'),
  PORT: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(0), v.maxValue(65535)), '8080'),
  HOST: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty()), '0.0.0.0'),
  DATA_DIR: dirPath('.data'),
  DATABASE_URL: v.optional(
    v.pipe(v.string(), v.trim(), v.regex(/^postgres(ql)?:\/\//, 'expected a postgres:// or postgresql:// URL')),
  ),
  JWT_SECRET: v.optional(v.pipe(v.string(), v.minLength(32, 'must be at least 32 characters'))),
  /**
   * In production the simulated payment provider (no STRIPE_SECRET_KEY) takes no money and confirms bookings on
   * test card numbers, so it must be chosen on purpose: a demo or staging install sets this to true.
   */
  ALLOW_SIMULATED_PAYMENTS: flag(false),
  /** Names a file under deploy/remotes, so it is restricted to a safe file name. */
  WAYHUB_ENV: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9-]*$/, 'expected a lower-case name like local or staging')), 'local'),
  PUBLIC_BASE_DOMAIN: v.optional(
    v.pipe(v.string(), v.trim(), v.toLowerCase(), v.regex(/^[a-z0-9.-]+$/, 'expected a host name without port')),
    'localhost',
  ),
  COOKIE_SECURE: flag(undefined),
  /** Access JWT lifetime; ~15 minutes in service. The end-to-end journeys shorten it to watch a transparent refresh. */
  ACCESS_TOKEN_TTL_SECONDS: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(1), v.maxValue(3600)), String(AUTH.accessTokenTtlSeconds)),
  /** How long hold-reservation keeps a cart's seats and rooms before the expiry sweep gives them back. */
  BOOKING_HOLD_MINUTES: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(1), v.maxValue(24 * 60)), '15'),
  /**
   * E-mail (ARCHITECTURE §5): with SMTP_URL (smtp://user:pass@host:587, smtps://… for implicit TLS) mail is sent
   * through nodemailer and the outbox keeps the record; without it mail only goes to the outbox and the log.
   */
  SMTP_URL: v.optional(v.pipe(v.string(), v.trim(), v.check(isSmtpUrl, 'expected an smtp:// or smtps:// URL with a host, like smtp://user:pass@host:587'))),
  /** The From of every message: an address, or `Name <address>`. */
  MAIL_FROM: v.optional(
    v.pipe(v.string(), v.trim(), v.regex(/^(?:[^<>@\r\n]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/, 'expected an address, or Name <address>')),
    'Wayhub <no-reply@wayhub.localhost>',
  ),
  WEB_ROOT: dirPath('dist/web'),
  /** Folder of the per-environment remotes manifests (<WAYHUB_ENV>.json). */
  REMOTES_DIR: dirPath('deploy/remotes'),
  /**
   * Redis for what API replicas share (ARCHITECTURE §7): with it, server-drawn pages are cached there and one
   * replica's invalidation reaches all; without it, each process keeps its own.
   */
  REDIS_URL: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^rediss?:\/\/\S+$/, 'expected a redis:// or rediss:// URL, like redis://127.0.0.1:6379'))),
  /** `off` sends every partner-site page to be drawn by the browser (ADR 0034); `on` (default) draws them here first. */
  SERVER_RENDER: v.optional(v.picklist(['on', 'off'], 'expected on or off'), 'on'),
  /** Where the server render fetches the remotes manifest's relative URLs from; default: this API's own port. */
  SERVER_RENDER_REMOTES_ORIGIN: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^https?:\/\/[^\s/]+$/, 'expected an origin like http://remotes:8080'))),
  /**
   * How many reverse proxies in front of the API append to X-Forwarded-For. 0 (default) ignores the header;
   * `true` means one. Only trusted hops are believed, so a client cannot pick its own rate-limit bucket.
   */
  /**
   * Hosted Algolia (ARCHITECTURE §5): with both set, the search indexer also pushes every record there and the
   * storefront is configured to query Algolia. Without them the API's embedded engine answers alone.
   */
  ALGOLIA_APP_ID: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9]+$/, 'expected an Algolia application id'))),
  /** An Algolia key with addObject/deleteObject rights on the indexes (an admin or write key, never shipped to browsers). */
  ALGOLIA_API_KEY: v.optional(v.pipe(v.string(), v.trim(), v.minLength(8, 'must be at least 8 characters'))),
  /**
   * A search-only Algolia key (ACL `search`), the one the storefront receives from GET /core/public/search-config.
   * Required with ALGOLIA_APP_ID: browsers must never be handed ALGOLIA_API_KEY.
   */
  ALGOLIA_SEARCH_API_KEY: v.optional(v.pipe(v.string(), v.trim(), v.minLength(8, 'must be at least 8 characters'))),
  /**
   * S3-compatible object storage for uploads (MinIO, AWS S3, R2…): with the four set, files and their resized variants
   * live in the bucket, which every API replica shares; without them, under DATA_DIR/files (one replica only).
   */
  S3_ENDPOINT: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^https?:\/\/[^\s/]+/, 'expected an http:// or https:// URL, like http://minio:9000'))),
  S3_BUCKET: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'expected a bucket name (3–63 lower-case letters, digits, dots and dashes)'))),
  S3_ACCESS_KEY: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty())),
  S3_SECRET_KEY: v.optional(v.pipe(v.string(), v.trim(), v.minLength(8, 'must be at least 8 characters'))),
  /** Most S3-compatible servers ignore it; AWS signs with it. */
  S3_REGION: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^[a-z0-9-]+$/, 'expected a region name like eu-north-1')), 'us-east-1'),
  TRUST_PROXY: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.toLowerCase(),
      v.regex(/^(true|false|\d+)$/, 'expected true, false or a number of proxy hops'),
      v.transform((text) => (text === 'true' ? 1 : text === 'false' ? 0 : Number(text))),
    ),
    '0',
  ),
});

export type Env = Omit<v.InferOutput<typeof RawEnvSchema>, 'COOKIE_SECURE'> & {
  COOKIE_SECURE: boolean;
  /** The platform host as browsers see it locally: `<PUBLIC_BASE_DOMAIN>:<PORT>`. */
  PLATFORM_HOST: string;
};

export class EnvError extends Error {
  override name = 'EnvError';
}

/**
 * JWT_SECRET values that have appeared in this repository or its documentation (the old docker-compose fallback):
 * whoever read them can sign an access token for any user, an admin's included.
 */
const PUBLISHED_JWT_SECRETS: ReadonlySet<string> = new Set(['change-me-in-production-please-32-bytes']);

/** Why a production JWT_SECRET is refused, or undefined when it will do. */
function unsafeJwtSecret(secret: string | undefined): string | undefined {
  if (secret === undefined) {
    return 'JWT_SECRET must be set in production (generate one: openssl rand -base64 48), so that every replica signs with a key only you hold';
  }
  if (PUBLISHED_JWT_SECRETS.has(secret) || /change[\s_-]?me|placeholder|your[\s_-]?secret/i.test(secret)) {
    return 'JWT_SECRET is a published placeholder; generate a new one (openssl rand -base64 48)';
  }
  // A generated key of 32+ characters uses far more than 10 symbols (hex uses all 16); a typed fill does not.
  if (new Set(secret).size < 10) return 'JWT_SECRET is too predictable; generate one (openssl rand -base64 48)';
  return undefined;
}

/**
 * Validates configuration once. `source` defaults to process.env; tests pass their own object.
 * This is the only module that reads process.env.
 */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''));
  const result = v.safeParse(RawEnvSchema, present);
  if (!result.success) {
    const lines = result.issues.map((issue) => `  ${v.getDotPath(issue) ?? '(env)'}: ${issue.message}`);
    throw new EnvError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const raw = result.output;
  if ((raw.ALGOLIA_APP_ID === undefined) !== (raw.ALGOLIA_API_KEY === undefined)) {
    throw new EnvError('Invalid configuration:\n  ALGOLIA_APP_ID and ALGOLIA_API_KEY must be set together (or neither)');
  }
  if ((raw.ALGOLIA_APP_ID === undefined) !== (raw.ALGOLIA_SEARCH_API_KEY === undefined)) {
    throw new EnvError(
      'Invalid configuration:\n  ALGOLIA_SEARCH_API_KEY (a search-only key for the storefront) must be set together with ALGOLIA_APP_ID (or neither)',
    );
  }
  if (raw.ALGOLIA_SEARCH_API_KEY !== undefined && raw.ALGOLIA_SEARCH_API_KEY === raw.ALGOLIA_API_KEY) {
    throw new EnvError('Invalid configuration:\n  ALGOLIA_SEARCH_API_KEY must be a search-only key, not the ALGOLIA_API_KEY the indexer writes with');
  }
  const stripeSet = [raw.STRIPE_SECRET_KEY, raw.STRIPE_PUBLISHABLE_KEY, raw.STRIPE_WEBHOOK_SECRET].filter((value) => value !== undefined);
  if (stripeSet.length !== 0 && stripeSet.length !== 3) {
    throw new EnvError(
      'Invalid configuration:\n  STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET must be set together (or none, for the simulated payment provider)',
    );
  }
  if (raw.STRIPE_CONNECT_CLIENT_ID !== undefined && raw.STRIPE_SECRET_KEY === undefined) {
    throw new EnvError(
      'Invalid configuration:\n  STRIPE_CONNECT_CLIENT_ID needs STRIPE_SECRET_KEY (with the simulated payment provider, accounts connect through its own page)',
    );
  }
  if (raw.STRIPE_SECRET_KEY !== undefined && raw.STRIPE_PUBLISHABLE_KEY !== undefined) {
    const secretMode = raw.STRIPE_SECRET_KEY.includes('_live_') ? 'live' : 'test';
    const publishableModes = raw.STRIPE_PUBLISHABLE_KEY.match(/pk_(test|live)_/g) ?? [];
    if (publishableModes.some((prefix) => prefix !== `pk_${secretMode}_`)) {
      throw new EnvError(`Invalid configuration:\n  STRIPE_PUBLISHABLE_KEY must be a ${secretMode} key (pk_${secretMode}_…), like STRIPE_SECRET_KEY`);
    }
  }
  const s3Set = [raw.S3_ENDPOINT, raw.S3_BUCKET, raw.S3_ACCESS_KEY, raw.S3_SECRET_KEY].filter((value) => value !== undefined);
  if (s3Set.length !== 0 && s3Set.length !== 4) {
    throw new EnvError('Invalid configuration:\n  S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY and S3_SECRET_KEY must be set together (or none, for files under DATA_DIR)');
  }
  if (raw.NODE_ENV === 'production') {
    const secretProblem = unsafeJwtSecret(raw.JWT_SECRET);
    if (secretProblem) throw new EnvError(`Invalid configuration:\n  ${secretProblem}`);
    // docker-compose.yml's fallback, there so that `docker-compose config` validates without it.
    if (raw.S3_SECRET_KEY !== undefined && /change[\s_-]?me|placeholder/i.test(raw.S3_SECRET_KEY)) {
      throw new EnvError('Invalid configuration:\n  S3_SECRET_KEY is a published placeholder; generate one (openssl rand -base64 24) for the storage server and the API');
    }
    if (raw.STRIPE_SECRET_KEY === undefined && !raw.ALLOW_SIMULATED_PAYMENTS) {
      throw new EnvError(
        'Invalid configuration:\n  production needs STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET; the simulated payment provider takes no money and is refused unless ALLOW_SIMULATED_PAYMENTS=true',
      );
    }
  }
  return {
    ...raw,
    COOKIE_SECURE: raw.COOKIE_SECURE ?? raw.NODE_ENV === 'production',
    PLATFORM_HOST: `${raw.PUBLIC_BASE_DOMAIN}:${raw.PORT}`,
  };
}
