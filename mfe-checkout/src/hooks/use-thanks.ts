/**
 * The thanks data of one payment, polled while the payment may still settle (spec 001 §4 "Thank-you", §9): every
 * 3 s, for up to 60 s, until `retry_status_check` is false.
 */
import { useEffect, useState } from 'react';
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
  const [state, setState] = useState<ThanksState>({ kind: 'loading' });
  const [run, setRun] = useState(0);

  useEffect(() => {
    if (siteId === null || !paymentUuid) return undefined;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const started = Date.now();
    setState({ kind: 'loading' });

    const poll = async () => {
      let data: ThanksData;
      try {
        data = await getThanks(siteId, paymentUuid);
      } catch (error) {
        if (!live) return;
        if (error instanceof ApiError && (error.status === 404 || error.status === 400)) setState({ kind: 'not-found' });
        else setState({ kind: 'failed', retry: () => setRun((n) => n + 1) });
        return;
      }
      if (!live) return;
      const pending = data.cart_reservations.retry_status_check;
      const outOfTime = Date.now() - started + TIMINGS.thankYouPollIntervalMs > TIMINGS.thankYouPollTimeoutMs;
      setState({ kind: 'ready', data, status: pending ? 'pending' : bookingStatus(data), gaveUp: pending && outOfTime });
      if (pending && !outOfTime) timer = setTimeout(() => void poll(), TIMINGS.thankYouPollIntervalMs);
    };
    void poll();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [siteId, paymentUuid, run]);

  return state;
}
