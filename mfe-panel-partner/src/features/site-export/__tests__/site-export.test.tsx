import 'shared-contracts/testing/dom-fetch';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from 'shared-contracts/paths';
import type { SiteExport, SiteImportSummary } from 'shared-contracts/site-export';
import { createPartner, createPartnerSite } from 'shared-contracts/testing';
import { renderArea, useFakeApi, usePanelSession } from 'shared-ui/testing/fake-api';
import Area from '../../../expose/area';

// jsdom has no PointerEvent; Chakra's press handling (zag) builds one on blur.
if (typeof window.PointerEvent === 'undefined') Object.assign(window, { PointerEvent: MouseEvent });

const SITE = createPartnerSite({ id: 91, name: 'Fjord Trips', sub_domain: 'fjord', general_settings: { ...createPartnerSite().general_settings, language: { enabled_language: ['en', 'no'], primary_language: 'en' } } });
const fake = useFakeApi();
usePanelSession(() => createPartner(), SITE);
const importPath = api.partnerSites.importSite.path({ id: SITE.id });

const FILE: SiteExport = {
  format: 'wayhub.site-export',
  version: 1,
  exported_at: '2026-11-29T10:00:00.000Z',
  source: { site_id: 90, name: 'Old Fjord', primary_language: 'en' },
  settings: { booking_flow_settings: { process_single_cart_item: true } },
  search_page: { cover_image_url: null, titles: { en: 'Find a trip' }, subtitles: {} },
  pages: [
    {
      slug: 'home',
      titles: { en: 'Home', sv: 'Hem' },
      seo_descriptions: {},
      social_image_url: null,
      no_index: false,
      status: 1,
      is_primary: true,
      sections: [{ content: { type: 'faq', settings: {}, texts: { en: { title: 'Questions', items: [] } } }, bucket: null }],
    },
  ],
  menu: [{ key: 'a', parent_key: null, page_slug: 'home', url: null, labels: { en: 'Home' } }],
  footer_links: [],
};
const SUMMARY: SiteImportSummary = {
  dry_run: true,
  settings_replaced: true,
  pages_created: ['home'],
  pages_replaced: ['about'],
  buckets_created: ['Fjords'],
  languages_left_out: ['sv'],
  primary_texts_filled: false,
  menu_items: 1,
  footer_links: 0,
};
const blobText = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
const fileOf = (content: string, name = 'old-fjord-site-export.json') => new File([content], name, { type: 'application/json' });

beforeEach(() => {
  fake.server.on(`GET ${api.partnerSites.byId.path({ id: SITE.id })}`, () => ({ body: { data: SITE } }));
  fake.server.on(`GET ${api.partnerSites.exportSite.path({ id: SITE.id })}`, () => ({ body: FILE }));
  fake.server.on(`POST ${importPath}`, (request) => ({ body: { data: { ...SUMMARY, dry_run: request.path.includes('dry_run=true') } } }));
});

describe('site export and import', () => {
  test('the export downloads the site as one JSON file named after it', async () => {
    const user = userEvent.setup();
    const blobs: Blob[] = [];
    // jsdom has no object URLs: the page's download hands its Blob here, and the link's click names the file.
    URL.createObjectURL = jest.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:site-export';
    });
    URL.revokeObjectURL = jest.fn();
    const names: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    try {
      renderArea(Area, `/en/npanel/sites/${SITE.id}/settings/exports`);
      await user.click(await screen.findByRole('button', { name: 'Download export file' }));
      await waitFor(() => expect(names).toEqual(['fjord-site-export.json']));
      expect(JSON.parse(await blobText(blobs[0]!))).toEqual(FILE);
    } finally {
      click.mockRestore();
    }
  });

  test('a chosen file is checked by a dry run, shown, and imported only once the partner confirms', async () => {
    const user = userEvent.setup();
    renderArea(Area, `/en/npanel/${SITE.id}/theme-settings/exports`);
    await user.upload(await screen.findByLabelText('Choose an export file'), fileOf(JSON.stringify(FILE)));

    const preview = await screen.findByRole('region', { name: 'What the import changes' });
    expect(within(preview).getByText('old-fjord-site-export.json, exported from Old Fjord, will:')).toBeInTheDocument();
    expect(within(preview).getByText('add 1 page: home')).toBeInTheDocument();
    expect(within(preview).getByText('replace 1 page with the same address: about')).toBeInTheDocument();
    expect(within(preview).getByText('add empty buckets for its service grids: Fjords. Fill them from the marketplace.')).toBeInTheDocument();
    expect(within(preview).getByText('leave out the texts in Swedish: this site does not use them')).toBeInTheDocument();
    // So far only the dry run went out.
    expect(fake.server.requests.filter((request) => request.method === 'POST').map((request) => request.path)).toEqual([`${importPath}?dry_run=true`]);

    // Cancelling the confirmation writes nothing.
    await user.click(within(preview).getByRole('button', { name: 'Import' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(fake.sent('POST', importPath)).toHaveLength(1);

    await user.click(within(preview).getByRole('button', { name: 'Import' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Import into Fjord Trips?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(fake.sent('POST', importPath)).toEqual([FILE, FILE]));
    expect(fake.server.requests.filter((request) => request.method === 'POST').map((request) => request.path)).toEqual([`${importPath}?dry_run=true`, importPath]);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'What the import changes' })).not.toBeInTheDocument());
  });

  test('a file that is not JSON, not an export, or refused by the API says why, and nothing is imported', async () => {
    const user = userEvent.setup();
    renderArea(Area, `/en/npanel/sites/${SITE.id}/settings/exports`);
    const chooser = await screen.findByLabelText('Choose an export file');

    await user.upload(chooser, fileOf('not json at all'));
    expect(await screen.findByText('This file is not an export file: it cannot be read as JSON.')).toBeInTheDocument();

    await user.upload(chooser, fileOf(JSON.stringify({ ...FILE, format: 'something-else' })));
    expect(await screen.findByText('This is not a Wayhub site export file.')).toBeInTheDocument();
    expect(fake.sent('POST', importPath)).toEqual([]);

    fake.server.on(`POST ${importPath}`, () => ({
      status: 400,
      body: {
        message: 'Bad request',
        code: 'VALIDATION_FAILED',
        issues: [{ path: 'source.site_id', code: 'validation.importOtherPartner', message: "This file was exported from another partner's site. Import files exported from your own sites." }],
      },
    }));
    await user.upload(chooser, fileOf(JSON.stringify(FILE)));
    const refusal = await screen.findByRole('alert');
    expect(within(refusal).getByText('This file cannot be imported')).toBeInTheDocument();
    expect(within(refusal).getByText("This file was exported from another partner's site. Import files exported from your own sites.")).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'What the import changes' })).not.toBeInTheDocument();
  });
});
