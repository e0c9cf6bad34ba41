import { Heading, Stack, Text } from '@chakra-ui/react';
import { useT } from 'shared-runtime/session';

/** An Area's answer for a path it does not have: the spec's unknown-route page (spec 000 §2.1). */
export function RouteNotFound() {
  const t = useT();
  return (
    <Stack role="alert" gap="2" py="10" textAlign="center">
      <Heading as="h1" size="2xl">
        {t('shell.error.title')}
      </Heading>
      <Text color="fg.muted">{t('shell.error.body')}</Text>
    </Stack>
  );
}
