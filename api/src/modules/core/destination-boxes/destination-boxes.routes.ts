import { type Context, Hono } from 'hono';
import { DeletedAnswerSchema } from 'shared-contracts/cancellation-policies';
import { IdParamSchema, IdTextSchema } from 'shared-contracts/common';
import { DEFAULT_LOCALE, type Locale } from 'shared-contracts/constants';
import {
  DESTINATION_BOX_SERVICE_TYPES,
  DestinationBoxAnswerSchema,
  DestinationBoxAssociationAnswerSchema,
  DestinationBoxInputSchema,
  DestinationBoxListAnswerSchema,
  DestinationBoxListQuerySchema,
  type DestinationBoxServiceType,
  ServiceDestinationBoxesAnswerSchema,
  ServiceDestinationBoxesInputSchema,
} from 'shared-contracts/destination-boxes';
import { ADMIN_MANIFEST, SUPPLIER_MANIFEST } from 'shared-contracts/manifests';
import { api } from 'shared-contracts/paths';
import * as v from 'shared-contracts/valibot';
import { requestedLocale } from '../../../lib/locale';
import { toDto, validate } from '../../../lib/validation';
import { access } from '../../auth/access/access';
import type { AuthedEnv } from '../../auth/session/require-user';
import { pageRequirements } from '../cancellation-policies/cancellation-policies.routes';
import type { DestinationBoxesService } from './destination-boxes.service';

/** The `locale` query's language, else APP-LOCALE's, else English. */
const localeOf = (c: Context): Locale => requestedLocale(c, c.req.query('locale')) ?? DEFAULT_LOCALE;

/**
 * Who may link a service of each `{type}`: whom that type's supplier pages admit (shared-contracts manifests), so the
 * API and the shell's guard agree. Activities are the ACTIVITY_MODULE's; the other listings need no module policy.
 */
const SERVICE_PAGES = {
  tours: 'supplier.tour.settings.linkDestinationBox',
  rentals: 'supplier.rental.list',
  restaurants: 'supplier.restaurant.list',
  attractions: 'supplier.attraction.list',
} as const satisfies Record<DestinationBoxServiceType, keyof typeof SUPPLIER_MANIFEST.pages>;

const ItemParamSchema = v.object({ item: IdTextSchema });

/**
 * Destination boxes (spec 002 §7.10): the administrator's CRUD and a box's services; a supplier's links of its own
 * services. The spec's `/{type}/{item}/…` paths are registered once per type, so that each carries its own access
 * declaration and an unknown type is a path that does not exist (404).
 */
export function destinationBoxesRoutes({ boxes }: { boxes: DestinationBoxesService }) {
  const admin = access.panel(pageRequirements(ADMIN_MANIFEST.pages['admin.selects.destinationBoxes'].access));
  const id = validate('param', IdParamSchema);
  const body = validate('json', DestinationBoxInputSchema);
  const p = api.destinationBoxes;

  const routes = new Hono<AuthedEnv>()
    .get(p.list.pattern, admin, validate('query', DestinationBoxListQuerySchema), async (c) =>
      c.json(toDto(DestinationBoxListAnswerSchema, { data: await boxes.list(c.req.valid('query'), localeOf(c)) })),
    )
    .post(p.create.pattern, admin, body, async (c) => c.json(toDto(DestinationBoxAnswerSchema, { data: await boxes.create(c.req.valid('json'), localeOf(c)) }), 201))
    .get(p.association.pattern, admin, id, async (c) =>
      c.json(toDto(DestinationBoxAssociationAnswerSchema, { data: await boxes.association(c.req.valid('param').id, localeOf(c)) })),
    )
    .get(p.byId.pattern, admin, id, async (c) => c.json(toDto(DestinationBoxAnswerSchema, { data: await boxes.byId(c.req.valid('param').id, localeOf(c)) })))
    .put(p.update.pattern, admin, id, body, async (c) =>
      c.json(toDto(DestinationBoxAnswerSchema, { data: await boxes.update(c.req.valid('param').id, c.req.valid('json'), localeOf(c)) })),
    )
    .delete(p.remove.pattern, admin, id, async (c) => c.json(toDto(DeletedAnswerSchema, { data: await boxes.remove(c.req.valid('param').id) })));

  for (const type of Object.keys(DESTINATION_BOX_SERVICE_TYPES) as DestinationBoxServiceType[]) {
    const owner = access.panel(pageRequirements(SUPPLIER_MANIFEST.pages[SERVICE_PAGES[type]].access));
    const item = validate('param', ItemParamSchema);
    routes
      .get(p.ofService.pattern.replace(':type', type), owner, item, async (c) => {
        const data = await boxes.ofService(c.get('tenant'), type, c.req.valid('param').item, localeOf(c));
        return c.json(toDto(ServiceDestinationBoxesAnswerSchema, { data }));
      })
      .put(p.updateService.pattern.replace(':type', type), owner, item, validate('json', ServiceDestinationBoxesInputSchema), async (c) => {
        const data = await boxes.setForService(c.get('tenant'), type, c.req.valid('param').item, c.req.valid('json').destination_box_ids, localeOf(c));
        return c.json(toDto(ServiceDestinationBoxesAnswerSchema, { data }));
      });
  }
  return routes;
}
