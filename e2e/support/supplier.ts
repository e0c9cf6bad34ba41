/**
 * What the supplier journeys need besides the browser: image files to upload, and the panel API called as a
 * signed-in user would call it (bearer token, platform host, no back door), for set-up steps that have no page yet.
 */
import { ActivityMonthAnswerSchema } from 'shared-contracts/activity-calendar';
import { deflateSync, crc32 } from 'node:zlib';
import { TokenAnswerSchema } from 'shared-contracts/auth';
import { BucketListAnswerSchema, MoveServicesAnswerSchema } from 'shared-contracts/buckets';
import { api } from 'shared-contracts/paths';
import { type CreateSiteInput, PartnerSiteAnswerSchema } from 'shared-contracts/sites';
import { TourFullAnswerSchema, type CreateTourInput } from 'shared-contracts/tours';
import { parsed } from './booking';
import { PASSWORD } from './panel';
import { MAIN, platformUrl } from './servers';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/**
 * A real PNG photo stand-in: `width` × `height`, a diagonal gradient from `from` to `to` (RGB), so two uploads
 * differ and the image pipeline has something to re-encode.
 */
export function gradientPng(width: number, height: number, from: [number, number, number], to: [number, number, number]): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x += 1) {
      const t = (x + y) / (width + height - 2);
      for (let c = 0; c < 3; c += 1) row[1 + x * 3 + c] = Math.round(from[c]! + (to[c]! - from[c]!) * t);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, truecolour, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The panel API as `email` (a demo account) calls it from the platform host. */
export async function panelApi(email: string, port: number = MAIN.port) {
  const base = platformUrl(port);
  const login = await fetch(`${base}${api.auth.login.path()}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const token = (await parsed(TokenAnswerSchema, login)).data.access_token;
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'app-locale': 'en' };
  const get = (path: string) => fetch(`${base}${path}`, { headers });
  const send = (method: string, path: string, body: unknown) => fetch(`${base}${path}`, { method, headers, body: JSON.stringify(body) });

  return {
    /** A new activity from its vital details (Pending), as tour/-1 creates it. */
    async createTour(input: CreateTourInput) {
      return (await parsed(TourFullAnswerSchema, await send('POST', api.tours.create.path(), input))).data;
    },
    /** The partner's site by sub-domain. */
    async siteId(subDomain: string): Promise<number> {
      const answer = await parsed(PartnerSiteAnswerSchema, await get(api.partnerSites.byHost.path({ url: `${subDomain}.localhost` })));
      return answer.data.id;
    },
    /** A departure as the supplier's calendar shows it: allotment, held, booked and left seats. */
    async departure(tourId: number, date: string, slotId: number) {
      const month = await parsed(ActivityMonthAnswerSchema, await send('POST', api.activityCalendar.month.path(), { start_date: date, end_date: date, tour_id: tourId }));
      const found = month.data.departures.find((d) => d.id === slotId);
      if (!found) throw new Error(`no departure ${slotId} on ${date}`);
      return found;
    },
    /** Sets the languages a site of the caller's offers; answers the ones it offered before (to put back). */
    async setSiteLanguages(subDomain: string, language: { enabled_language: string[]; primary_language: string }) {
      const site = (await parsed(PartnerSiteAnswerSchema, await get(api.partnerSites.byHost.path({ url: `${subDomain}.localhost` })))).data;
      // The update takes the general settings whole: everything else is sent back as it is.
      const general = site.general_settings;
      const response = await send('PUT', api.partnerSites.update.path({ id: site.id }), {
        name: site.name,
        sub_domain: site.sub_domain,
        domain: site.domain,
        company_name: general.company_name ?? null,
        favicon_icon: general.favicon_icon ?? null,
        primary_page_id: general.primary_page_id ?? null,
        language,
      });
      if (response.status !== 200) throw new Error(`site languages: ${response.status} ${await response.text()}`);
      return site.general_settings.language;
    },
    /** POST /partner-sites as the caller: the raw answer, for the refusals (MAX_SITE_LIMIT, PRIVACY_POLICY_DECLINED). */
    createSite(input: CreateSiteInput) {
      return send('POST', api.partnerSites.create.path(), input);
    },
    /** Accepts or declines the platform's privacy policy, as the caller (ADR 0025). */
    async decidePrivacyPolicy(accepted: boolean) {
      const response = await send('PUT', api.users.privacyPolicy.path(), { accepted });
      if (response.status !== 204) throw new Error(`privacy policy: ${response.status} ${await response.text()}`);
    },
    /** Puts services on sale on a site: into its first bucket (spec 002 §7.4 move-services). */
    async putOnSale(siteId: number, serviceIds: number[]) {
      const buckets = (await parsed(BucketListAnswerSchema, await get(api.partnerBuckets.list.path({ siteId })))).data;
      const bucket = buckets[0];
      if (!bucket) throw new Error(`site ${siteId} has no bucket`);
      const moved = await send('POST', api.partnerBuckets.moveServices.path({ siteId, bucketId: bucket.id }), { service_ids: serviceIds });
      return (await parsed(MoveServicesAnswerSchema, moved)).data;
    },
  };
}
