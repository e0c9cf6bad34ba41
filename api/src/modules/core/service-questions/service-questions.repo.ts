import { and, asc, count, eq, gt, min } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { serviceQuestions } from '../../../db/schema/service-questions';

export type QuestionRow = typeof serviceQuestions.$inferSelect;
export type NewQuestion = Omit<typeof serviceQuestions.$inferInsert, 'id'>;

export async function insertQuestion(db: Db, question: NewQuestion): Promise<QuestionRow> {
  const [row] = await db.insert(serviceQuestions).values(question).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function findQuestion(db: Db, id: number): Promise<QuestionRow | undefined> {
  const [row] = await db.select().from(serviceQuestions).where(eq(serviceQuestions.id, id));
  return row;
}

/** Questions from one address since `since`, and the oldest of them (when the window frees up again). */
export async function countRecentByIp(db: Db, ip: string, since: Date): Promise<{ total: number; oldest: Date | null }> {
  const [row] = await db
    .select({ total: count(), oldest: min(serviceQuestions.createdAt) })
    .from(serviceQuestions)
    .where(and(eq(serviceQuestions.ip, ip), gt(serviceQuestions.createdAt, since)));
  return { total: row?.total ?? 0, oldest: row?.oldest ?? null };
}

export async function listQuestionsOfSite(db: Db, siteId: number): Promise<QuestionRow[]> {
  return db.select().from(serviceQuestions).where(eq(serviceQuestions.siteId, siteId)).orderBy(asc(serviceQuestions.id));
}
