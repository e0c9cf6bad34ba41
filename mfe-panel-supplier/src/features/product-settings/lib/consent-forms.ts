import { SupplierConsentMappingInputSchema, SupplierConsentMappingUpdateSchema } from 'shared-contracts/cancellation-policies';
import type { ServiceTypeId } from 'shared-contracts/enums';
import * as v from 'shared-contracts/valibot';
import { CommissionPercentSchema, toBasisPoints } from './commission';

const SERVICE_REQUIRED = 'supplier.productSettings.consentServices.serviceRequired';

/** A service as a select's value: `{service_type}:{serviceable_id}`, both numeric. */
export const serviceValue = (service: { service_type: number; serviceable_id: number }) => `${service.service_type}:${service.serviceable_id}`;

/** The commission of one consented service, typed in percent, sent as the contract's body (basis points). */
export const CommissionFormSchema = v.pipe(
  v.object({ commission_percent: CommissionPercentSchema }),
  v.transform(({ commission_percent }): v.InferInput<typeof SupplierConsentMappingUpdateSchema> => ({
    commission_basis_points: toBasisPoints(commission_percent),
  })),
  SupplierConsentMappingUpdateSchema,
);

/** One more service under consent `consentId`: the service chosen and the commission in percent, sent as the contract's body. */
export function addServiceFormSchema(consentId: number) {
  return v.pipe(
    v.object({
      service: v.pipe(v.string(SERVICE_REQUIRED), v.regex(/^[1-7]:\d{1,10}$/, SERVICE_REQUIRED)),
      commission_percent: CommissionPercentSchema,
    }),
    v.transform(({ service, commission_percent }): v.InferInput<typeof SupplierConsentMappingInputSchema> => {
      const [type, id] = service.split(':').map(Number);
      return {
        supplier_consent_id: consentId,
        serviceable_id: id!,
        service_type: type as ServiceTypeId,
        commission_basis_points: toBasisPoints(commission_percent),
      };
    }),
    SupplierConsentMappingInputSchema,
  );
}
