/**
 * Spec 001 §2: the phone is shown with a leading plus, as `+{area_code} {phone}`. The area code may arrive with or
 * without its own plus ("47", "+47"); the text always has exactly one.
 */
export function formatPhone(areaCode: string | null | undefined, phone: string | null | undefined): string {
  const area = (areaCode ?? '').trim().replace(/^\++/, '');
  const number = (phone ?? '').trim().replace(/^\++/, '');
  if (!area && !number) return '';
  if (!area) return `+${number}`;
  return number ? `+${area} ${number}` : `+${area}`;
}
