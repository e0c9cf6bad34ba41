/**
 * shared-contracts/destination-boxes: destination boxes (spec 002 §7.10), the administrator's curated groups of
 * services ("The fjords", "Northern lights") that partner sites show as boxes. An administrator keeps the boxes; a
 * supplier links its own services to the active ones (npanel/tour/settings/{id}/link-destination-box).
 *
 * A box made inactive keeps its links: the supplier's page still shows it, checked, and re-saving keeps it, but no
 * service can be newly linked to it.
 */
import * as v from 'shared-contracts/valibot';
import { dataEnvelope, IdSchema } from 'shared-contracts/common';
import { GeneralStatus, ServiceTypeId, type ServiceTypeName } from 'shared-contracts/enums';
import { LocaleCodeSchema } from 'shared-contracts/locales';
import { LocalizedTextInputSchema } from 'shared-contracts/tours';

export const DESTINATION_BOX_LIMITS = {
  nameMax: 100,
  descriptionMax: 1000,
  /** Boxes one service may sit in: more than a partner site ever shows at once. */
  linksMax: 20,
  positionMax: 10_000,
  searchMax: 100,
} as const;

const INVALID = 'validation.invalid';

/**
 * The `{type}` of PUT /{type}/{item}/update-destination-box, and the service types each one names. Activities and
 * events share the activity panel ("tours").
 */
export const DESTINATION_BOX_SERVICE_TYPES = {
  tours: [ServiceTypeId.activities, ServiceTypeId.events],
  rentals: [ServiceTypeId.rentals],
  restaurants: [ServiceTypeId.restaurants],
  attractions: [ServiceTypeId.attractions],
} as const satisfies Record<string, readonly ServiceTypeId[]>;
export type DestinationBoxServiceType = keyof typeof DESTINATION_BOX_SERVICE_TYPES;

/** Active or Inactive: an inactive box takes no new services and is not shown to guests. */
const BoxStatusSchema = v.picklist([GeneralStatus.Active, GeneralStatus.Inactive], INVALID);

const LocalizedDescriptionSchema = v.record(LocaleCodeSchema, v.pipe(v.string(), v.trim(), v.maxLength(DESTINATION_BOX_LIMITS.descriptionMax, INVALID)));

/** Body of POST /destination-box and PUT /destination-box/{id}: the whole box (a PUT replaces it). */
export const DestinationBoxInputSchema = v.object({
  names: LocalizedTextInputSchema(DESTINATION_BOX_LIMITS.nameMax),
  descriptions: v.optional(LocalizedDescriptionSchema, {}),
  /** The box's picture: an https address, or null for none. */
  image_url: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(2000, INVALID), v.regex(/^https:\/\/[^\s/]+\S*$/, INVALID))), null),
  status: v.optional(BoxStatusSchema, GeneralStatus.Active),
  /** Boxes are shown in position order, then by id. */
  position: v.optional(v.pipe(v.number(INVALID), v.integer(INVALID), v.minValue(0, INVALID), v.maxValue(DESTINATION_BOX_LIMITS.positionMax, INVALID)), 0),
});
export type DestinationBoxInput = v.InferInput<typeof DestinationBoxInputSchema>;

const LocalizedTextSchema = v.record(LocaleCodeSchema, v.string());

export const DestinationBoxSchema = v.object({
  id: v.number(),
  /** In the requested locale (→ English → any). */
  name: v.string(),
  names: LocalizedTextSchema,
  description: v.string(),
  descriptions: LocalizedTextSchema,
  image_url: v.nullable(v.string()),
  status: v.number(),
  position: v.number(),
  /** How many services the box holds. */
  service_count: v.number(),
  created_at: v.string(),
  updated_at: v.string(),
});
export type DestinationBox = v.InferOutput<typeof DestinationBoxSchema>;
export const DestinationBoxAnswerSchema = dataEnvelope(DestinationBoxSchema);
export type DestinationBoxAnswer = v.InferOutput<typeof DestinationBoxAnswerSchema>;

/** Query of GET /destination-box: every box in position order, optionally only one status or a name search. */
export const DestinationBoxListQuerySchema = v.object({
  status: v.optional(v.pipe(v.string(INVALID), v.regex(/^[12]$/, INVALID), v.toNumber(), BoxStatusSchema)),
  search: v.optional(v.pipe(v.string(INVALID), v.trim(), v.maxLength(DESTINATION_BOX_LIMITS.searchMax, INVALID))),
});
export type DestinationBoxListQuery = v.InferOutput<typeof DestinationBoxListQuerySchema>;
export const DestinationBoxListAnswerSchema = dataEnvelope(v.array(DestinationBoxSchema));
export type DestinationBoxListAnswer = v.InferOutput<typeof DestinationBoxListAnswerSchema>;

/** One service in a box, as GET /destination-box/{id}/association lists it. */
export const DestinationBoxServiceSchema = v.object({
  id: v.number(),
  service_type: v.picklist(Object.keys(ServiceTypeId) as ServiceTypeName[]),
  name: v.string(),
  status: v.number(),
  supplier_id: v.number(),
  supplier_name: v.string(),
});
export type DestinationBoxService = v.InferOutput<typeof DestinationBoxServiceSchema>;
export const DestinationBoxAssociationAnswerSchema = dataEnvelope(
  v.object({ destination_box_id: v.number(), services: v.array(DestinationBoxServiceSchema) }),
);
export type DestinationBoxAssociationAnswer = v.InferOutput<typeof DestinationBoxAssociationAnswerSchema>;

/** Body of PUT /{type}/{item}/update-destination-box: every box the service sits in (a PUT replaces them). */
export const ServiceDestinationBoxesInputSchema = v.object({
  destination_box_ids: v.pipe(
    v.array(IdSchema, INVALID),
    v.maxLength(DESTINATION_BOX_LIMITS.linksMax, 'errors.destinationBoxTooMany'),
    v.check((list) => new Set(list).size === list.length, INVALID),
  ),
});
export type ServiceDestinationBoxesInput = v.InferOutput<typeof ServiceDestinationBoxesInputSchema>;

/** A box as a supplier chooses it: every active box, and the inactive ones the service still sits in. */
export const DestinationBoxChoiceSchema = v.object({
  id: v.number(),
  name: v.string(),
  description: v.string(),
  status: v.number(),
  linked: v.boolean(),
});
export type DestinationBoxChoice = v.InferOutput<typeof DestinationBoxChoiceSchema>;

/** Answer of GET /{type}/{item}/destination-box and of the PUT: the choices in box order. */
export const ServiceDestinationBoxesAnswerSchema = dataEnvelope(v.object({ service_id: v.number(), boxes: v.array(DestinationBoxChoiceSchema) }));
export type ServiceDestinationBoxesAnswer = v.InferOutput<typeof ServiceDestinationBoxesAnswerSchema>;
