import type { Db } from '../../../db/client';
import { getOrCreateSecret } from './app-secrets.repo';

export interface AppSecretsService {
  /** The secret called `name`, created with `generate()` by whichever replica asks first. */
  getOrCreate(name: string, generate: () => string): Promise<string>;
}

export function createAppSecretsService(db: Db): AppSecretsService {
  return { getOrCreate: (name, generate) => getOrCreateSecret(db, name, generate) };
}
