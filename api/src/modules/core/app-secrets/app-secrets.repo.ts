import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { appSecrets } from '../../../db/schema/core';

/**
 * Returns the secret called `name`, creating it with `generate()` the first time. Insert-if-absent then read, so
 * replicas that start together on one database all end up with the first writer's value.
 */
export async function getOrCreateSecret(db: Db, name: string, generate: () => string): Promise<string> {
  await db.insert(appSecrets).values({ name, value: generate() }).onConflictDoNothing({ target: appSecrets.name });
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, name));
  if (!row) throw new Error(`Secret ${name} could not be created`);
  return row.value;
}
