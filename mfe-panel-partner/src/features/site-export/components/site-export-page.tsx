import { useRef, useState } from 'react';
import type { Issue } from 'shared-contracts/common';
import { PARTNER_MANIFEST } from 'shared-contracts/manifests';
import type { MessageId } from 'shared-contracts/messages';
import { api } from 'shared-contracts/paths';
import { SiteExportSchema, SiteImportAnswerSchema, type SiteExport, type SiteImportSummary } from 'shared-contracts/site-export';
import type { PartnerSite } from 'shared-contracts/sites';
import * as v from 'shared-contracts/valibot';
import { getHttpClient } from 'shared-runtime/http';
import { isMessageId } from 'shared-runtime/i18n';
import { useAlert, useT } from 'shared-runtime/session';
import { Alert, Box, Button, Heading, HStack, List, Stack, Text } from 'shared-ui';
import type { AreaPageProps } from 'shared-ui/panel-area';
import { downloadBlob, errorMessage, useConfirmController } from 'shared-ui/panel-kit';
import { useSWRConfig } from 'swr';
import { ownSiteKey, useOwnSite, useSiteLanguages } from '../../../lib/own-site';
import { ReadsPending, SitePageFrame } from '../../../lib/site-page';

const PAGE = PARTNER_MANIFEST.pages['partner.site.settings.exports'];
const http = () => getHttpClient();

/** What went wrong with a file: the message of each issue, in the reader's language where it is one of ours. */
function issueTexts(issues: readonly { message: string; code?: string | undefined }[], t: ReturnType<typeof useT>): string[] {
  const texts = issues.map((issue) => {
    const id = issue.code ?? issue.message;
    return isMessageId(id) ? t(id as MessageId) : issue.message;
  });
  return [...new Set(texts)];
}

/**
 * npanel/sites/{siteId}/settings/exports and npanel/{siteId}/theme-settings/exports (issue 15 §1, ADR 0032): the site's
 * settings, theme, pages and menus as one JSON file, and such a file imported into this site. An import is first run
 * as a dry run; the page shows what it would change, and the partner confirms before anything is written.
 */
export function SiteExportPage(props: AreaPageProps) {
  return <SitePageFrame {...props} title={PAGE.title}>{(site) => <Loader key={site} site={site} />}</SitePageFrame>;
}

function Loader({ site }: { site: number }) {
  const siteInfo = useOwnSite(site);
  if (!siteInfo.data) return <ReadsPending reads={[siteInfo]} />;
  return (
    <Stack gap="8">
      <ExportPanel site={siteInfo.data} />
      <ImportPanel site={siteInfo.data} />
    </Stack>
  );
}

function ExportPanel({ site }: { site: PartnerSite }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function download() {
    setBusy(true);
    setFailure(null);
    try {
      const file = await http().get(api.partnerSites.exportSite.path({ id: site.id }), SiteExportSchema, { kind: 'panel' });
      downloadBlob(new Blob([JSON.stringify(file, null, 2)], { type: 'application/json' }), `${site.sub_domain}-site-export.json`);
    } catch (error) {
      setFailure(errorMessage(error, t, 'partner.export.failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack as="section" aria-labelledby="site-export-heading" gap="3">
      <Heading as="h2" size="md" id="site-export-heading">
        {t('partner.export.title')}
      </Heading>
      <Text color="fg.muted">{t('partner.export.intro')}</Text>
      {failure ? (
        <Text color="fg.error" role="alert">
          {failure}
        </Text>
      ) : null}
      <HStack>
        <Button onClick={() => void download()} loading={busy}>
          {t('partner.export.download')}
        </Button>
      </HStack>
    </Stack>
  );
}

/** The file's text (FileReader: what every browser, and jsdom, reads a chosen file with). */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(file);
  });
}

type Chosen = { name: string; file: SiteExport; summary: SiteImportSummary };

function ImportPanel({ site }: { site: PartnerSite }) {
  const t = useT();
  const alert = useAlert();
  const { mutate } = useSWRConfig();
  const { languageName } = useSiteLanguages(site);
  const { confirm, dialog } = useConfirmController();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState<'checking' | 'importing' | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [chosen, setChosen] = useState<Chosen | null>(null);

  const send = (file: SiteExport, dryRun: boolean) =>
    http().post(api.partnerSites.importSite.path({ id: site.id }, dryRun ? { dry_run: 'true' } : {}), file, SiteImportAnswerSchema, { kind: 'panel' });

  const refusal = (error: unknown): string[] => {
    const issues = (error as { issues?: Issue[] }).issues;
    return issues?.length ? issueTexts(issues, t) : [errorMessage(error, t, 'partner.import.failed')];
  };

  /** Reads the chosen file, checks it as the API will, and asks the API what importing it would do. */
  async function check(selected: File) {
    setChosen(null);
    setProblems([]);
    setBusy('checking');
    try {
      let json: unknown;
      try {
        json = JSON.parse(await readText(selected));
      } catch {
        setProblems([t('partner.import.notJson')]);
        return;
      }
      const parsed = v.safeParse(SiteExportSchema, json);
      if (!parsed.success) {
        setProblems(issueTexts(parsed.issues.map((issue) => ({ message: issue.message })), t));
        return;
      }
      const answer = await send(parsed.output, true);
      setChosen({ name: selected.name, file: parsed.output, summary: answer.data });
    } catch (error) {
      setProblems(refusal(error));
    } finally {
      setBusy(null);
      if (input.current) input.current.value = '';
    }
  }

  async function runImport(current: Chosen) {
    const yes = await confirm({
      title: t('partner.import.confirmTitle', { name: site.name }),
      message: t('partner.import.confirmMessage'),
      confirmLabel: t('partner.import.confirm'),
      destructive: true,
    });
    if (!yes) return;
    setBusy('importing');
    setProblems([]);
    try {
      const done = (await send(current.file, false)).data;
      await mutate(ownSiteKey(site.id));
      setChosen(null);
      alert.show({ status: 'success', text: t('partner.import.done', { pages: done.pages_created.length + done.pages_replaced.length }) });
    } catch (error) {
      setProblems(refusal(error));
    } finally {
      setBusy(null);
    }
  }

  const summary = chosen?.summary;
  const list = (items: string[]) => items.join(', ');
  return (
    <Stack as="section" aria-labelledby="site-import-heading" gap="3">
      <Heading as="h2" size="md" id="site-import-heading">
        {t('partner.import.title')}
      </Heading>
      <Text color="fg.muted">{t('partner.import.intro')}</Text>
      <Box>
        <input
          ref={input}
          id="site-import-file"
          type="file"
          accept="application/json,.json"
          aria-label={t('partner.import.choose')}
          style={{ position: 'absolute', width: 1, height: 1, opacity: 0 }}
          tabIndex={-1}
          onChange={(event) => {
            const selected = event.currentTarget.files?.[0];
            if (selected) void check(selected);
          }}
        />
        <Button variant="outline" onClick={() => input.current?.click()} loading={busy === 'checking'} disabled={busy !== null}>
          {t('partner.import.choose')}
        </Button>
      </Box>
      {problems.length > 0 ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('partner.import.refused')}</Alert.Title>
            <Alert.Description>
              <List.Root ps="4">
                {problems.map((problem) => (
                  <List.Item key={problem}>{problem}</List.Item>
                ))}
              </List.Root>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      {chosen && summary ? (
        <Stack as="section" aria-label={t('partner.import.preview')} gap="3" borderWidth="1px" borderRadius="md" p="4">
          <Heading as="h3" size="sm">
            {t('partner.import.previewTitle', { file: chosen.name, source: chosen.file.source.name })}
          </Heading>
          <List.Root ps="4" gap="1">
            {summary.settings_replaced ? <List.Item>{t('partner.import.settingsReplaced')}</List.Item> : null}
            {summary.pages_created.length > 0 ? <List.Item>{t('partner.import.pagesCreated', { count: summary.pages_created.length, pages: list(summary.pages_created) })}</List.Item> : null}
            {summary.pages_replaced.length > 0 ? <List.Item>{t('partner.import.pagesReplaced', { count: summary.pages_replaced.length, pages: list(summary.pages_replaced) })}</List.Item> : null}
            <List.Item>{t('partner.import.menus', { menu: summary.menu_items, footer: summary.footer_links })}</List.Item>
            {summary.buckets_created.length > 0 ? <List.Item>{t('partner.import.bucketsCreated', { buckets: list(summary.buckets_created) })}</List.Item> : null}
            {summary.languages_left_out.length > 0 ? (
              <List.Item>{t('partner.import.languagesLeftOut', { languages: list(summary.languages_left_out.map((code) => languageName(code))) })}</List.Item>
            ) : null}
            {summary.primary_texts_filled ? <List.Item>{t('partner.import.primaryFilled')}</List.Item> : null}
          </List.Root>
          <HStack>
            <Button onClick={() => void runImport(chosen)} loading={busy === 'importing'} disabled={busy !== null}>
              {t('partner.import.run')}
            </Button>
            <Button variant="ghost" onClick={() => setChosen(null)} disabled={busy !== null}>
              {t('partner.import.discard')}
            </Button>
          </HStack>
        </Stack>
      ) : null}
      {dialog}
    </Stack>
  );
}
