import { type ReactNode } from 'react';
import { useT } from 'shared-runtime/session';
import { Box, Flex, Heading, Stack, Text } from 'shared-ui';
import { LanguageSwitch } from '../../../components/language-switch';

/** The frame of the login and change-password pages: no drawer, just the form on a quiet background. */
export function AuthCard({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  const t = useT();
  return (
    <Flex as="main" minH="100vh" align="center" justify="center" bg="bg.subtle" px="4" py="10">
      <Box width="full" maxW="md" bg="bg" borderWidth="1px" borderRadius="l3" boxShadow="sm" p={{ base: '6', md: '8' }}>
        <Flex justify="space-between" align="center" mb="6">
          <Text fontWeight="bold" fontSize="lg" color="brand.fg">
            {t('shell.appName')}
          </Text>
          <LanguageSwitch size="xs" />
        </Flex>
        <Stack gap="2" mb="6">
          <Heading as="h1" size="xl">
            {title}
          </Heading>
          {intro ? <Text color="fg.muted">{intro}</Text> : null}
        </Stack>
        {children}
      </Box>
    </Flex>
  );
}
