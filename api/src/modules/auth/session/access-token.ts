import { randomBytes } from 'node:crypto';
import { sign, verify } from 'hono/jwt';
import type { Env } from '../../../env';
import type { Clock } from '../../../lib/clock';
import { HttpError } from '../../../lib/http-error';
import type { AppSecretsService } from '../../core/app-secrets/app-secrets.service';

export interface AccessClaims {
  userId: number;
  /** The refresh-token family this access token was issued with (the "session"). */
  familyId: string;
  expiresAt: Date;
}

export interface AccessTokens {
  issue(userId: number, familyId: string): Promise<{ token: string; expiresIn: number }>;
  /** Throws 401 UNAUTHENTICATED (expired: message errors.sessionExpired). Expiry is judged by the injected clock, not the wall clock. */
  read(token: string): Promise<AccessClaims>;
}

const JWT_SECRET_NAME = 'jwt_hs256_secret';

export function createAccessTokens(secrets: AppSecretsService, env: Env, clock: Clock): AccessTokens {
  let secret: Promise<string> | undefined;
  const getSecret = () => {
    if (env.JWT_SECRET) return Promise.resolve(env.JWT_SECRET);
    // Kept in the database, not in memory only, so every replica on the same database signs with one key.
    secret ??= secrets.getOrCreate(JWT_SECRET_NAME, () => randomBytes(48).toString('base64url')).catch((error) => {
      secret = undefined;
      throw error;
    });
    return secret;
  };

  return {
    async issue(userId, familyId) {
      const iat = Math.floor(clock.now().getTime() / 1000);
      const exp = iat + env.ACCESS_TOKEN_TTL_SECONDS;
      const token = await sign({ sub: String(userId), fam: familyId, iat, exp }, await getSecret(), 'HS256');
      return { token, expiresIn: env.ACCESS_TOKEN_TTL_SECONDS };
    },
    async read(token) {
      const key = await getSecret();
      let payload: Record<string, unknown>;
      try {
        // Time claims are checked below against the injected clock.
        payload = await verify(token, key, { alg: 'HS256', exp: false, nbf: false, iat: false });
      } catch {
        throw new HttpError('UNAUTHENTICATED');
      }
      const userId = Number(payload.sub);
      const { fam, exp } = payload;
      if (!Number.isInteger(userId) || typeof fam !== 'string' || typeof exp !== 'number') {
        throw new HttpError('UNAUTHENTICATED');
      }
      if (exp * 1000 <= clock.now().getTime()) throw new HttpError('UNAUTHENTICATED', { message: 'errors.sessionExpired' });
      return { userId, familyId: fam, expiresAt: new Date(exp * 1000) };
    },
  };
}
