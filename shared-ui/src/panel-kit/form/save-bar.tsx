import { Box, Button, Flex, HStack, Text } from '@chakra-ui/react';
import { useFormState } from 'react-hook-form';
import { useIntl, useT } from 'shared-runtime/session';
import '../recipes';
import { useKitForm } from './contract-form';

export interface SaveBarProps {
  /** Defaults to "Save". */
  saveLabel?: string;
}

/**
 * The bar at the foot of a ContractForm: it appears once the form has unsaved changes (Discard, Save), says what
 * went wrong when a save failed, and after a save says what was saved ("Saved: Price, Name").
 */
export function SaveBar({ saveLabel }: SaveBarProps) {
  const t = useT();
  const intl = useIntl();
  const kit = useKitForm();
  if (!kit) throw new Error('SaveBar needs a ContractForm above it');
  const { form, confirm } = kit;
  const { isDirty, isSubmitting, errors, submitCount } = useFormState({ control: form.control });
  const serverError = errors.root?.server?.message;
  const invalid = submitCount > 0 && Object.keys(errors).some((key) => key !== 'root');
  const saved = form.saved;

  const discard = async () => {
    if (await confirm({ title: t('kit.form.discardTitle'), message: t('kit.form.discardMessage'), confirmLabel: t('kit.form.discard'), destructive: true })) {
      form.reset();
    }
  };

  const savedText = saved && !isDirty ? (saved.length > 0 ? t('kit.form.saved', { fields: intl.formatList([...saved]) }) : t('kit.form.savedNothing')) : '';
  const problem = serverError ?? (invalid ? t('kit.form.invalid') : null);
  const open = isDirty || problem !== null;

  return (
    <>
      {/* Always in the page, so a screen reader hears "Saved: …" when it appears. */}
      <Box role="status" aria-live="polite" color="fg.success" fontSize="sm" py={savedText ? '2' : '0'}>
        {savedText}
      </Box>
      {open ? (
        <Flex
          position="sticky"
          bottom="0"
          zIndex="docked"
          gap="3"
          align="center"
          wrap="wrap"
          bg="bg.panel"
          borderTopWidth="1px"
          py="3"
          px="4"
          mt="4"
        >
          <Box flex="1" minW="48">
            {problem !== null ? (
              <Text role="alert" color="fg.error" whiteSpace="pre-line">
                {problem}
              </Text>
            ) : (
              <Text color="fg.muted">{t('kit.form.unsaved')}</Text>
            )}
          </Box>
          {isDirty ? (
            <HStack gap="2">
              <Button variant="ghost" onClick={() => void discard()} disabled={isSubmitting}>
                {t('kit.form.discard')}
              </Button>
              <Button type="submit" colorPalette="brand" loading={isSubmitting} loadingText={t('kit.form.saving')}>
                {saveLabel ?? t('common.save')}
              </Button>
            </HStack>
          ) : null}
        </Flex>
      ) : null}
    </>
  );
}
