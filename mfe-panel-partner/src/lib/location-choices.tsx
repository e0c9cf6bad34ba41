import useSWR from 'swr';
import { api } from 'shared-contracts/paths';
import { LocationChoicesAnswerSchema, type FilterChoice } from 'shared-contracts/white-label';
import { getHttpClient } from 'shared-runtime/http';

/**
 * GET /locations-having-services: the places with services on the marketplace, parents first. A site's search can
 * only start somewhere there is something to find.
 */
export function useLocationChoices() {
  return useSWR(
    'marketplace-locations',
    async (): Promise<FilterChoice[]> => (await getHttpClient().get(api.whiteLabel.locationsHavingServices.path(), LocationChoicesAnswerSchema)).data,
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
}

/** The options of a location select: "none" first, then the marketplace's locations (an empty list while they load). */
export function LocationOptions({ choices, noneLabel }: { choices: FilterChoice[] | undefined; noneLabel: string }) {
  return (
    <>
      <option value="">{noneLabel}</option>
      {(choices ?? []).map((choice) => (
        <option key={choice.id} value={choice.id}>
          {choice.name}
        </option>
      ))}
    </>
  );
}
