import { Hono } from 'hono';
import { api } from 'shared-contracts/paths';
import { SubmitQuestionAnswerSchema, SubmitQuestionInputSchema } from 'shared-contracts/sites';
import { IdTextSchema } from 'shared-contracts/common';
import * as v from 'valibot';
import type { Env } from '../../../env';
import { clientIp } from '../../../lib/client-ip';
import { requestedLocale } from '../../../lib/locale';
import { toDto, validate } from '../../../lib/validation';
import type { ServiceQuestionsService } from './service-questions.service';
import { access } from '../../auth/access/access';

const id = IdTextSchema;
const ParamSchema = v.object({ siteId: id, id });

/** POST /core/public/partner-sites/{siteId}/submit-question/{id} (spec 002 §7.2). */
export function serviceQuestionsRoutes({ questions, env }: { questions: ServiceQuestionsService; env: Pick<Env, 'TRUST_PROXY'> }) {
  return new Hono().post(api.siteContent.submitQuestion.pattern, access.public, validate('param', ParamSchema), validate('json', SubmitQuestionInputSchema), async (c) => {
    const { siteId, id: serviceId } = c.req.valid('param');
    const submitted = await questions.submit(siteId, serviceId, c.req.valid('json'), {
      ip: clientIp(c, env.TRUST_PROXY),
      requested: requestedLocale(c),
    });
    return c.json(toDto(SubmitQuestionAnswerSchema, { data: submitted }), 201);
  });
}
