import { isApiError } from 'shared-contracts/errors';

export interface Failure {
  /** The HTTP client has already acted (a 401 sent the customer to the login): show nothing more. */
  handled: boolean;
  status: number;
  /** The server's message when it gave one, else the status text (spec 001 §8). */
  message: string;
}

export function failureOf(error: unknown, fallback: string): Failure {
  if (isApiError(error)) return { handled: error.handled, status: error.status, message: error.message };
  return { handled: false, status: 0, message: fallback };
}
