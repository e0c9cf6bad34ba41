import { Text } from '@chakra-ui/react';

/** The build version of a remote, small: end-to-end tests read it to prove which version the shell loaded. */
export function RemoteVersion({ name, version }: { name: string; version: string }) {
  return (
    <Text fontSize="xs" color="fg.subtle" data-testid={`remote-version-${name}`} data-version={version}>
      {name} {version}
    </Text>
  );
}
