import type { Locale } from 'shared-contracts/constants';
import type { SubmitQuestionInputSchema } from 'shared-contracts/sites';
import type * as v from 'valibot';
import type { Db } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import { HttpError } from '../../../lib/http-error';
import type { JobHandlers, JobQueue } from '../../system/jobs/jobs.service';
import type { Mailer } from '../../system/mail/mail.service';
import type { CatalogueService } from '../catalogue/catalogue.service';
import type { UsersService } from '../users/users.service';
import * as repo from './service-questions.repo';

/** Per client address: a visitor asks a handful of questions; a script asking more is refused (429). */
export const QUESTION_RATE_LIMIT = { perIp: 5, windowMinutes: 15 } as const;
export const SERVICE_QUESTION_MAIL_JOB = 'mail.service-question';

export interface SubmittedQuestion {
  id: number;
  service_id: number;
  created_at: string;
}

export interface ServiceQuestionsService {
  /** 404 unless the site is public and sells the service; 429 past the per-address limit. */
  submit(
    siteId: number,
    serviceId: number,
    input: v.InferOutput<typeof SubmitQuestionInputSchema>,
    meta: { ip: string | null; requested: Locale | undefined },
  ): Promise<SubmittedQuestion>;
}

export function createServiceQuestionsService({
  db,
  clock,
  catalogue,
  queue,
}: {
  db: Db;
  clock: Clock;
  catalogue: CatalogueService;
  queue: JobQueue;
}): ServiceQuestionsService {
  const windowMs = QUESTION_RATE_LIMIT.windowMinutes * 60_000;
  return {
    async submit(siteId, serviceId, input, { ip, requested }) {
      const site = await catalogue.site(siteId, input.locale ?? requested);
      const [sold] = await catalogue.siteServiceIds(site, { serviceIds: [serviceId] });
      if (sold === undefined) throw new HttpError('NOT_FOUND');

      const now = clock.now();
      // Counted from the stored questions, so the limit holds across replicas. Without a known address (an
      // in-process request) there is no bucket to count, as for the login limit.
      if (ip !== null) {
        const recent = await repo.countRecentByIp(db, ip, new Date(now.getTime() - windowMs));
        if (recent.total >= QUESTION_RATE_LIMIT.perIp) {
          const retryAt = (recent.oldest?.getTime() ?? now.getTime()) + windowMs;
          throw new HttpError('RATE_LIMITED', { headers: { 'Retry-After': String(Math.max(1, Math.ceil((retryAt - now.getTime()) / 1000))) } });
        }
      }

      const row = await db.transaction(async (tx) => {
        const question = await repo.insertQuestion(tx, {
          siteId: site.id,
          serviceId,
          name: input.name,
          email: input.email,
          phone: input.phone ? input.phone : null,
          question: input.question,
          // The language the visitor wrote in: what they asked for if the site offers it, else the site's.
          locale: site.chain[0] ?? site.primary,
          ip,
          createdAt: now,
        });
        // The job exists exactly when the question does.
        await queue.enqueue(SERVICE_QUESTION_MAIL_JOB, { questionId: question.id }, { tx, dedupeKey: `${SERVICE_QUESTION_MAIL_JOB}:${question.id}` });
        return question;
      });
      return { id: row.id, service_id: row.serviceId, created_at: row.createdAt.toISOString() };
    },
  };
}

/**
 * `mail.service-question` { questionId }: tells the service's supplier, reply-to the visitor. Idempotent: the
 * outbox keeps one message per question. A question whose site no longer sells the service is dropped quietly.
 */
export function createServiceQuestionJobHandlers({
  db,
  catalogue,
  users,
  mailer,
  log = console,
}: {
  db: Db;
  catalogue: CatalogueService;
  users: UsersService;
  mailer: Mailer;
  log?: Pick<Console, 'warn'>;
}): JobHandlers {
  return {
    async [SERVICE_QUESTION_MAIL_JOB](payload) {
      const questionId = Number((payload as { questionId?: unknown } | null)?.questionId);
      if (!Number.isInteger(questionId)) throw new Error(`${SERVICE_QUESTION_MAIL_JOB}: payload without questionId`);
      const question = await repo.findQuestion(db, questionId);
      if (!question) return;
      let service;
      let siteName: string;
      try {
        const site = await catalogue.site(question.siteId, question.locale as Locale);
        siteName = site.row.name;
        service = await catalogue.detail(site, question.serviceId);
      } catch (error) {
        if (error instanceof HttpError && error.status === 404) {
          log.warn(`[jobs] ${SERVICE_QUESTION_MAIL_JOB} #${questionId}: the site no longer sells service ${question.serviceId}; not mailed`);
          return;
        }
        throw error;
      }
      const supplier = await users.findLoginAccountById(service.supplier_id);
      if (!supplier) throw new Error(`${SERVICE_QUESTION_MAIL_JOB}: supplier ${service.supplier_id} not found`);
      await mailer.send({
        dedupeKey: `service-question:${question.id}`,
        to: supplier.email,
        replyTo: question.email,
        subject: `Question about ${service.name} from ${question.name}`,
        body: [
          `${question.name} asked about "${service.name}" on ${siteName}:`,
          '',
          question.question,
          '',
          `E-mail: ${question.email}`,
          ...(question.phone ? [`Phone: ${question.phone}`] : []),
          `Language: ${question.locale}`,
          `Asked: ${question.createdAt.toISOString()}`,
        ].join('\n'),
      });
    },
  };
}
