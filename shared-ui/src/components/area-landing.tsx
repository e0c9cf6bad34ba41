import { Box, Card, Heading, Link, List, SimpleGrid, Stack, Text, Tooltip } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import '../theme/panel-recipes';
import { Link as RouterLink } from 'shared-ui/router';

export interface AreaLink {
  label: string;
  href: string;
  /** Items that need a selected site are shown but disabled until one is chosen (spec 000 §2.7). */
  disabledReason?: string;
}

export interface AreaLinkGroup {
  /** Group heading; a group without one is a single top-level entry. */
  label?: string;
  links: AreaLink[];
}

export interface AreaLandingProps {
  title: string;
  intro?: string;
  groups: AreaLinkGroup[];
  /** Shown under the cards, e.g. the remote's version tag. */
  footer?: ReactNode;
}

function AreaLinkItem({ link }: { link: AreaLink }) {
  if (link.disabledReason) {
    return (
      <Tooltip.Root openDelay={200}>
        <Tooltip.Trigger asChild>
          <Text as="span" color="fg.subtle" aria-disabled="true" tabIndex={0} cursor="not-allowed">
            {link.label}
          </Text>
        </Tooltip.Trigger>
        <Tooltip.Positioner>
          <Tooltip.Content>{link.disabledReason}</Tooltip.Content>
        </Tooltip.Positioner>
      </Tooltip.Root>
    );
  }
  return (
    <Link asChild color="brand.fg" fontWeight="medium">
      <RouterLink to={link.href}>{link.label}</RouterLink>
    </Link>
  );
}

/** An area's start page: its title and its navigation, as cards of links grouped like the drawer. */
export function AreaLanding({ title, intro, groups, footer }: AreaLandingProps) {
  return (
    <Stack gap="6">
      <Box>
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        {intro ? (
          <Text color="fg.muted" mt="2">
            {intro}
          </Text>
        ) : null}
      </Box>
      <nav aria-label={title}>
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
          {groups.map((group, index) => (
            <Card.Root key={group.label ?? `group-${index}`} size="sm" variant="outline">
              <Card.Body gap="2">
                {group.label ? (
                  <Heading as="h2" size="md">
                    {group.label}
                  </Heading>
                ) : null}
                <List.Root variant="plain" gap="1.5">
                  {group.links.map((link) => (
                    <List.Item key={link.href}>
                      <AreaLinkItem link={link} />
                    </List.Item>
                  ))}
                </List.Root>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      </nav>
      {footer}
    </Stack>
  );
}
