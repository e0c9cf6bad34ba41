/**
 * The thanks data of one payment, polled while the payment may still settle (spec 001 §4 "Thank-you", §9): every
 * 3 s, for up to 60 s, until `retry_status_check` is false.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import useSWR from 'swr';
import { ApiError } from 'shared-contracts/errors';
import { TIMINGS } from 'shared-contracts/constants';
import type { ThanksData } from 'shared-contracts/booking';
import { bookingStatus, getThanks, type BookingStatus } from '../lib/get-thanks';

export type ThanksState =
  | { kind: 'loading' }
  | { kind: 'not-found' }
  | { kind: 'failed'; retry: () => void }
  /** `status` is pending while the API asks to check again; `gaveUp` once 60 s passed without an answer. */
  | { kind: 'ready'; data: ThanksData; status: BookingStatus; gaveUp: boolean };

export function useThanks(siteId: number | null, paymentUuid: string | null): ThanksState {
  // The 60 s count from when this view asks for the payment (again after a retry).
  const started = useRef(Date.now());
  const [gaveUp, setGaveUp] = useState(false);
  useEffect(() => {
    started.current = Date.now();
    setGaveUp(false);
  }, [siteId, paymentUuid]);
  // SWR asks after each answer how long to wait; 0 (settled, or out of time) ends the polling.
  const refreshInterval = useCallback(
    (latest: ThanksData | undefined) => ((latest?.cart_reservations.retry_status_check ?? true) && !gaveUp ? TIMINGS.thankYouPollIntervalMs : 0),
    [gaveUp],
  );
  const { data, error, mutate } = useSWR(
    siteId === null || !paymentUuid ? null : (['checkout-thanks', siteId, paymentUuid] as const),
    ([, site, uuid]) => getThanks(site, uuid),
    {
      refreshInterval,
      shouldRetryOnError: false,
      revalidateOnFocus: false,
      onSuccess: (answer) => {
        const outOfTime = Date.now() - started.current + TIMINGS.thankYouPollIntervalMs > TIMINGS.thankYouPollTimeoutMs;
        if (answer.cart_reservations.retry_status_check && outOfTime) setGaveUp(true);
      },
    },
  );

  if (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return { kind: 'not-found' };
    return {
      kind: 'failed',
      retry: () => {
        started.current = Date.now();
        setGaveUp(false);
        void mutate();
      },
    };
  }
  if (!data) return { kind: 'loading' };
  const pending = data.cart_reservations.retry_status_check;
  return { kind: 'ready', data, status: pending ? 'pending' : bookingStatus(data), gaveUp: pending && gaveUp };
}
