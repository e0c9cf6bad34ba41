import { useState } from 'react';
import { isLocale, LIMITS, DEFAULT_LOCALE } from 'shared-contracts/constants';
import type { CustomSection } from 'shared-contracts/tours';
import { useLocale, useT } from 'shared-runtime/session';
import { Alert, Button, Card, EmptyState, ErrorPanel, Flex, Heading, HStack, LoadingState, Stack, Text } from 'shared-ui';
import type { AreaPageProps } from 'shared-ui/panel-area';
import { useConfirm } from 'shared-ui/panel-kit';
import { Link as RouterLink } from 'shared-ui/router';
import { deleteCustomSection } from '../../api/delete-custom-section';
import { useCustomSections } from '../../api/list-custom-sections';
import { updateCustomSection } from '../../api/update-custom-section';
import { failureText } from '../../../../lib/failure';
import { tourHref } from '../../lib/hrefs';
import { TourSettingsFrame } from './settings-frame';

/** npanel/tour/settings/{id}/custom-sections: the activity's own sections of text on its product page, in order. */
export function CustomSectionsPage({ breadcrumbs }: AreaPageProps) {
  const t = useT();
  return (
    <TourSettingsFrame page="supplier.tour.settings.customSections" breadcrumbs={breadcrumbs} intro={t('supplier.tours.customSections.intro')}>
      {({ id, lang }) => <CustomSections id={id} lang={lang} />}
    </TourSettingsFrame>
  );
}

function CustomSections({ id, lang }: { id: number; lang: string }) {
  const t = useT();
  const confirm = useConfirm();
  const [uiLocale] = useLocale();
  const locale = isLocale(uiLocale) ? uiLocale : DEFAULT_LOCALE;
  const sections = useCustomSections(id, locale);
  const [busy, setBusy] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const act = async (sectionId: number, action: () => Promise<unknown>) => {
    setBusy(sectionId);
    setProblem(null);
    try {
      await action();
      await sections.mutate();
    } catch (error) {
      setProblem(failureText(error, t));
    } finally {
      setBusy(null);
    }
  };
  const remove = async (section: CustomSection) => {
    const title = section.title || t('supplier.tours.customSections.untitled');
    if (!(await confirm({ title: t('supplier.tours.customSections.deleteTitle', { title }), message: t('supplier.tours.customSections.deleteMessage'), confirmLabel: t('common.delete'), destructive: true }))) return;
    await act(section.id, () => deleteCustomSection(section.id));
  };
  // The section's texts go back as they are: an update replaces them whole.
  const move = (section: CustomSection, position: number) =>
    act(section.id, () => updateCustomSection(section.id, { titles: section.titles, bodies: section.bodies, position }));

  const addButton = (
    <Button asChild colorPalette="brand" size="sm">
      <RouterLink to={tourHref.customSection(lang, id, LIMITS.createId)}>{t('supplier.tours.customSections.add')}</RouterLink>
    </Button>
  );

  if (sections.error) return <ErrorPanel message={failureText(sections.error, t) ?? t('errors.somethingWentWrong')} onRetry={() => void sections.mutate()} />;
  if (!sections.data) return <LoadingState />;
  if (sections.data.length === 0) {
    return <EmptyState title={t('supplier.tours.customSections.empty')} description={t('supplier.tours.customSections.emptyHint')} action={addButton} />;
  }
  const list = sections.data;
  return (
    <Stack gap="3">
      <Flex justify="end">{addButton}</Flex>
      {problem ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{problem}</Alert.Title>
        </Alert.Root>
      ) : null}
      <Stack as="ol" gap="3" listStyleType="none" m="0" p="0" aria-label={t('supplier.tours.customSections.list')}>
        {list.map((section, index) => {
          const title = section.title || t('supplier.tours.customSections.untitled');
          return (
            <Card.Root as="li" key={section.id} variant="outline" aria-busy={busy === section.id || undefined}>
              <Card.Body gap="2">
                <Heading as="h2" size="sm">
                  {title}
                </Heading>
                {section.body ? (
                  <Text color="fg.muted" lineClamp={2}>
                    {section.body}
                  </Text>
                ) : null}
                <HStack gap="2" wrap="wrap">
                  <Button asChild size="xs" variant="outline">
                    <RouterLink to={tourHref.customSection(lang, id, section.id)} aria-label={t('supplier.tours.customSections.edit', { title })}>
                      {t('common.edit')}
                    </RouterLink>
                  </Button>
                  <Button size="xs" variant="outline" disabled={index === 0 || busy !== null} onClick={() => void move(section, index - 1)} aria-label={t('supplier.tours.customSections.moveUp', { title })}>
                    {t('supplier.tours.gallery.up')}
                  </Button>
                  <Button
                    size="xs"
                    variant="outline"
                    disabled={index === list.length - 1 || busy !== null}
                    onClick={() => void move(section, index + 1)}
                    aria-label={t('supplier.tours.customSections.moveDown', { title })}
                  >
                    {t('supplier.tours.gallery.down')}
                  </Button>
                  <Button size="xs" variant="ghost" colorPalette="red" disabled={busy !== null} onClick={() => void remove(section)} aria-label={t('supplier.tours.customSections.delete', { title })}>
                    {t('common.delete')}
                  </Button>
                </HStack>
              </Card.Body>
            </Card.Root>
          );
        })}
      </Stack>
    </Stack>
  );
}
