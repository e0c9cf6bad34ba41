import type { Env } from '../env';

/**
 * The public address of a partner site whose record names none (no stored link, no own domain), from the
 * configuration alone: `https://<sub_domain>.<PUBLIC_BASE_DOMAIN>` where the platform is served over https
 * (COOKIE_SECURE), else the local `http://<sub_domain>.<PUBLIC_BASE_DOMAIN>:<PORT>`. Links in e-mails are built from
 * this and the site's record, never from a request's Origin or Host.
 */
export const siteLinkFromEnv =
  (env: Pick<Env, 'PUBLIC_BASE_DOMAIN' | 'PORT' | 'COOKIE_SECURE'>) =>
  (subDomain: string): string =>
    env.COOKIE_SECURE ? `https://${subDomain}.${env.PUBLIC_BASE_DOMAIN}` : `http://${subDomain}.${env.PUBLIC_BASE_DOMAIN}:${env.PORT}`;

/**
 * The platform's own public origin (where the panel is served), from the configuration alone, like siteLinkFromEnv:
 * `https://<PUBLIC_BASE_DOMAIN>` over https (COOKIE_SECURE), else `http://<PUBLIC_BASE_DOMAIN>:<PORT>`. Addresses
 * handed to third parties (Stripe's redirect URI) are built from this, never from a request's Host.
 */
export const platformOriginFromEnv = (env: Pick<Env, 'PUBLIC_BASE_DOMAIN' | 'PORT' | 'COOKIE_SECURE'>): string =>
  env.COOKIE_SECURE ? `https://${env.PUBLIC_BASE_DOMAIN}` : `http://${env.PUBLIC_BASE_DOMAIN}:${env.PORT}`;
