import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { languages } from '../../../db/schema/core';

export async function listActiveLanguages(db: Db) {
  return db.select().from(languages).where(eq(languages.isActive, true)).orderBy(asc(languages.code));
}
