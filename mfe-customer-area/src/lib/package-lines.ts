/**
 * Spec 001 §2: a package shows "N Day Package" and the lines "N x Activity" and "N x Hotel", counted from its
 * services' service_type (events count as activities: they are booked the same way).
 */
import type { Message } from './message';

export function packageDaysText(days: number): Message {
  return { id: 'site.customer.package.days', values: { count: days } };
}

export function packageServiceLines(services: readonly { service_type: string }[]): Message[] {
  const activities = services.filter((service) => service.service_type === 'activities' || service.service_type === 'events').length;
  const hotels = services.filter((service) => service.service_type === 'hotels').length;
  const lines: Message[] = [];
  if (activities > 0) lines.push({ id: 'site.customer.package.activities', values: { count: activities } });
  if (hotels > 0) lines.push({ id: 'site.customer.package.hotels', values: { count: hotels } });
  return lines;
}
