import useSWR from 'swr';
import { PriceQuoteAnswerSchema, type PriceQuote, type PriceQuoteInput } from 'shared-contracts/catalogue';
import { getHttpClient } from 'shared-runtime/http';
import { api } from 'shared-contracts/paths';

/** The server-computed price of a ticket selection: the page shows it and never sends a price back. */
export async function getTourPriceQuote(id: number, input: PriceQuoteInput): Promise<PriceQuote> {
  const answer = await getHttpClient().post(api.availability.tourPriceQuote.path({ id }), input, PriceQuoteAnswerSchema, { kind: 'public' });
  return answer.data;
}

/** `input` null: nothing to price yet. The key is the input itself, so an answer always belongs to what it priced. */
export function useTourPriceQuote(id: number, input: PriceQuoteInput | null) {
  return useSWR(input === null ? null : ['product/tour-quote', id, JSON.stringify(input)], () => getTourPriceQuote(id, input as PriceQuoteInput), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
