import { Hono } from 'hono';
import {
  AvailabilitySearchAnswerSchema,
  PackagesSearchInputSchema,
  PackageSlotAvailabilityAnswerSchema,
  PackageSlotAvailabilityInputSchema,
  PackageSlotsAnswerSchema,
  PackageSlotsInputSchema,
} from 'shared-contracts/catalogue';
import { IdParamSchema } from 'shared-contracts/common';
import { api } from 'shared-contracts/paths';
import { requestedLocale } from '../../../lib/locale';
import { toDto, validate } from '../../../lib/validation';
import type { PackageSlotsService } from './package-slots.service';
import { access } from '../../auth/access/access';

/** Public package availability (spec 002 §7.12) and the packaging availability search (§7.7). */
export function packageSlotsRoutes({ packages }: { packages: PackageSlotsService }) {
  return new Hono()
    .post(api.availability.packageSlots.pattern, access.public, validate('param', IdParamSchema), validate('json', PackageSlotsInputSchema), async (c) => {
      const data = await packages.slots(c.req.valid('param').id, c.req.valid('json'), requestedLocale(c));
      return c.json(toDto(PackageSlotsAnswerSchema, { data }));
    })
    .post(api.availability.packageSlotAvailability.pattern, access.public, validate('json', PackageSlotAvailabilityInputSchema), async (c) => {
      const data = await packages.slotAvailability(c.req.valid('json'), requestedLocale(c));
      return c.json(toDto(PackageSlotAvailabilityAnswerSchema, { data }));
    })
    .post(api.availability.packagesSearch.pattern, access.public, validate('json', PackagesSearchInputSchema), async (c) => {
      const input = c.req.valid('json');
      return c.json(toDto(AvailabilitySearchAnswerSchema, { data: await packages.search(input, requestedLocale(c, input.locale)) }));
    });
}
