import useSWR from 'swr';
import type * as v from 'valibot';
import { LegalTextAnswerSchema, type LegalKind, type LegalTextSchema } from 'shared-contracts/site-content';
import { getHttpClient } from 'shared-runtime/http';
import { api } from 'shared-contracts/paths';

export type LegalText = v.InferOutput<typeof LegalTextSchema>;

/**
 * The site's privacy policy or terms (spec 002 §7.2). The API answers the platform's own privacy policy when the
 * site's footer_settings.use_goto_hub_privacy is set (source "platform"), and for a site that has written none.
 */
export function legalTextPath(siteId: number, lang: string, kind: LegalKind): string {
  const call = kind === 'privacy' ? api.siteContent.privacyPolicy : api.siteContent.terms;
  return call.path({ siteId }, { locale: lang });
}

export async function getLegalText(path: string): Promise<LegalText> {
  return (await getHttpClient().get(path, LegalTextAnswerSchema, { kind: 'public' })).data;
}

export function useLegalText(siteId: number, lang: string, kind: LegalKind) {
  const path = legalTextPath(siteId, lang, kind);
  return useSWR<LegalText, Error>(path, () => getLegalText(path), { revalidateOnFocus: false, shouldRetryOnError: false });
}
