import type { Issue } from 'shared-contracts/common';
import type { Locale } from 'shared-contracts/constants';
import {
  DESTINATION_BOX_SERVICE_TYPES,
  type DestinationBox,
  type DestinationBoxChoice,
  type DestinationBoxInput,
  type DestinationBoxListQuery,
  type DestinationBoxService,
  type DestinationBoxServiceType,
} from 'shared-contracts/destination-boxes';
import { GeneralStatus, ServiceTypeId, type ServiceTypeName } from 'shared-contracts/enums';
import type { MessageId } from 'shared-contracts/messages';
import type { Db } from '../../../db/client';
import type { LocalizedText } from '../../../db/schema/catalogue';
import { HttpError } from '../../../lib/http-error';
import { pickText } from '../../../lib/locale';
import { messageText } from '../../../lib/messages';
import type { TenantScope } from '../../../lib/tenancy';
import { validationError } from '../../../lib/validation';
import * as repo from './destination-boxes.repo';

/** What the input schema's output holds once its defaults are filled. */
type BoxInput = Required<DestinationBoxInput>;

export interface ServiceBoxes {
  service_id: number;
  boxes: DestinationBoxChoice[];
}

export interface DestinationBoxesService {
  list(query: DestinationBoxListQuery, locale: Locale): Promise<DestinationBox[]>;
  byId(id: number, locale: Locale): Promise<DestinationBox>;
  create(input: BoxInput, locale: Locale): Promise<DestinationBox>;
  update(id: number, input: BoxInput, locale: Locale): Promise<DestinationBox>;
  /** The box's links go with it. */
  remove(id: number): Promise<{ id: number }>;
  association(id: number, locale: Locale): Promise<{ destination_box_id: number; services: DestinationBoxService[] }>;
  /** 404 for a service outside the scope or not of `type`. */
  ofService(scope: TenantScope, type: DestinationBoxServiceType, serviceId: number, locale: Locale): Promise<ServiceBoxes>;
  /**
   * The service sits in exactly `boxIds` afterwards. A box it already sits in may be kept though it is inactive now;
   * a new link must be to an active box. 400 names each id that may not be linked.
   */
  setForService(scope: TenantScope, type: DestinationBoxServiceType, serviceId: number, boxIds: number[], locale: Locale): Promise<ServiceBoxes>;
}

const TYPE_NAME = Object.fromEntries(Object.entries(ServiceTypeId).map(([name, id]) => [id, name])) as Record<number, ServiceTypeName>;
const chainOf = (locale: Locale): Locale[] => (locale === 'en' ? ['en'] : [locale, 'en']);
const issue = (path: string, code: MessageId): Issue => ({ path, message: messageText(code), code });
/** Texts without the empty ones: a cleared translation is no translation. */
const filled = (texts: Partial<Record<string, string>>): LocalizedText =>
  Object.fromEntries(Object.entries(texts).filter(([, text]) => Boolean(text))) as LocalizedText;

export function createDestinationBoxesService({ db }: { db: Db }): DestinationBoxesService {
  const boxDto = (row: repo.BoxRow, locale: Locale): DestinationBox => ({
    id: row.id,
    name: pickText(row.names, chainOf(locale)).text,
    names: row.names as Record<string, string>,
    description: pickText(row.descriptions, chainOf(locale)).text,
    descriptions: row.descriptions as Record<string, string>,
    image_url: row.imageUrl,
    status: row.status,
    position: row.position,
    service_count: row.serviceCount,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  });

  const values = (input: BoxInput): repo.BoxValues => ({
    names: filled(input.names),
    descriptions: filled(input.descriptions),
    imageUrl: input.image_url,
    status: input.status,
    position: input.position,
  });

  async function found(id: number, locale: Locale): Promise<DestinationBox> {
    const row = await repo.findBox(db, id);
    if (!row) throw new HttpError('NOT_FOUND');
    return boxDto(row, locale);
  }

  async function ownedService(scope: TenantScope, type: DestinationBoxServiceType, serviceId: number, tx: Db, lock = false): Promise<number> {
    const row = await repo.findService(tx, scope, serviceId, DESTINATION_BOX_SERVICE_TYPES[type], { lock });
    if (!row) throw new HttpError('NOT_FOUND');
    return row.id;
  }

  async function choices(tx: Db, serviceId: number, locale: Locale): Promise<ServiceBoxes> {
    const rows = await repo.boxChoices(tx, serviceId);
    return {
      service_id: serviceId,
      boxes: rows.map((row) => ({
        id: row.id,
        name: pickText(row.names, chainOf(locale)).text,
        description: pickText(row.descriptions, chainOf(locale)).text,
        status: row.status,
        linked: row.linked,
      })),
    };
  }

  return {
    async list(query, locale) {
      const rows = await repo.listBoxes(db, { ...(query.status === undefined ? {} : { status: query.status }), ...(query.search ? { search: query.search } : {}) });
      return rows.map((row) => boxDto(row, locale));
    },

    byId: found,

    async create(input, locale) {
      return found(await repo.insertBox(db, values(input)), locale);
    },

    async update(id, input, locale) {
      if (!(await repo.updateBox(db, id, values(input)))) throw new HttpError('NOT_FOUND');
      return found(id, locale);
    },

    async remove(id) {
      if (!(await repo.deleteBox(db, id))) throw new HttpError('NOT_FOUND');
      return { id };
    },

    async association(id, locale) {
      if (!(await repo.findBox(db, id))) throw new HttpError('NOT_FOUND');
      const rows = await repo.boxServices(db, id);
      const names = await repo.serviceNames(
        db,
        rows.map((row) => row.id),
      );
      return {
        destination_box_id: id,
        services: rows.map((row) => ({
          id: row.id,
          service_type: TYPE_NAME[row.serviceType]!,
          name: pickText(names.get(row.id) ?? {}, chainOf(locale)).text,
          status: row.status,
          supplier_id: row.supplierUserId,
          supplier_name: row.supplierName,
        })),
      };
    },

    async ofService(scope, type, serviceId, locale) {
      return choices(db, await ownedService(scope, type, serviceId, db), locale);
    },

    async setForService(scope, type, serviceId, boxIds, locale) {
      return db.transaction(async (tx) => {
        const id = await ownedService(scope, type, serviceId, tx, true);
        const statuses = await repo.boxStatuses(tx, boxIds);
        const linked = await repo.linkedBoxIds(tx, id);
        const refused = boxIds.flatMap((boxId, index): Issue[] => {
          const status = statuses.get(boxId);
          if (status === undefined) return [issue(`destination_box_ids.${index}`, 'errors.referenceNotFound')];
          if (status !== GeneralStatus.Active && !linked.has(boxId)) return [issue(`destination_box_ids.${index}`, 'errors.destinationBoxInactive')];
          return [];
        });
        if (refused.length > 0) throw validationError(refused);
        await repo.replaceLinks(tx, id, boxIds);
        return choices(tx, id, locale);
      });
    },
  };
}
