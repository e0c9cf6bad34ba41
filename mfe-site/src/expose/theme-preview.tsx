/**
 * './ThemePreview': the storefront's look under a theme the partner is still editing (issue 15 §2 "live preview"),
 * for the theme page of the partner panel. The colours, radius and font go through the storefront's own theme
 * (themeCssVars and the themed style objects), so the preview and the site cannot differ. The words are the panel's
 * (the `labels` prop), in the partner's language; the site speaks to visitors in theirs. Its controls are inert.
 */
import type { ThemeSettings } from 'shared-contracts/sites';
import { Badge, Box, Button, Flex, Heading, HStack, Stack, Text } from 'shared-ui';
import { themeCssVars, themedBadge, themedBox, themedButton, themedSubtitle, themedTitle } from '../lib/theme';

export interface ThemePreviewLabels {
  title: string;
  subtitle: string;
  body: string;
  badge: string;
  price: string;
  freeCancellation: string;
  book: string;
  soldOut: string;
  roomType: string;
  dialogTitle: string;
  checkout: string;
}

export interface ThemePreviewProps {
  /** The theme as the form holds it: fields being typed may be incomplete, and are left at their last good value. */
  theme: Partial<Record<keyof ThemeSettings, unknown>>;
  labels: ThemePreviewLabels;
}

const HEX = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

/** Only the values a saved theme could hold: a colour half typed (`#0B7A`) falls back to the default. */
export function usableTheme(theme: ThemePreviewProps['theme']): Partial<ThemeSettings> {
  const usable: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(theme)) {
    if (key === 'button_radius') {
      const radius = typeof value === 'number' ? value : Number(value);
      if (Number.isFinite(radius) && radius >= 0 && radius <= 100) usable[key] = radius;
    } else if (key === 'site_font') {
      if (typeof value === 'string' && value.trim()) usable[key] = value.trim();
    } else if (typeof value === 'string' && HEX.test(value.trim())) {
      usable[key] = value.trim();
    }
  }
  return usable as Partial<ThemeSettings>;
}

function Swatch({ variable }: { variable: string }) {
  return <Box aria-hidden w="3" h="3" borderRadius="full" bg={`var(${variable})`} flexShrink={0} />;
}

export function ThemePreview({ theme, labels }: ThemePreviewProps) {
  // Not memoised on `theme`: a form may hand over the same object, changed in place, on every keystroke.
  const vars = themeCssVars(usableTheme(theme));
  return (
    <Box
      data-testid="theme-preview"
      inert
      p="5"
      bg="var(--wh-box)"
      color="var(--wh-text)"
      fontFamily="var(--wh-font)"
      css={{ ...vars, '& .chakra-button': { borderRadius: 'var(--wh-button-radius)' } }}
    >
      <Stack gap="4">
        <Stack gap="1">
          <Heading as="h2" size="lg" {...themedTitle} fontFamily="inherit">
            {labels.title}
          </Heading>
          <Text {...themedSubtitle}>{labels.subtitle}</Text>
        </Stack>
        <Text>{labels.body}</Text>

        <Box {...themedBox} borderWidth="1px" borderRadius="md" p="4">
          <Stack gap="2">
            <HStack justify="space-between" align="start">
              <Badge {...themedBadge}>{labels.badge}</Badge>
              <HStack gap="1">
                <Swatch variable="--wh-icon" />
                <Swatch variable="--wh-icon-secondary" />
              </HStack>
            </HStack>
            <Text fontWeight="semibold">{labels.price}</Text>
            <Text color="var(--wh-free-cancellation)" fontSize="sm">
              {labels.freeCancellation}
            </Text>
            <Box bg="var(--wh-room-type-bg)" borderRadius="sm" px="3" py="2" fontSize="sm">
              {labels.roomType}
            </Box>
            <HStack gap="3" wrap="wrap">
              <Button {...themedButton}>{labels.book}</Button>
              <Text color="var(--wh-disabled-text)" fontSize="sm">
                {labels.soldOut}
              </Text>
            </HStack>
          </Stack>
        </Box>

        <Box borderWidth="1px" borderColor="var(--wh-outline)" borderRadius="md" overflow="hidden">
          {/* As the checkout dialog draws its header: the theme's colour, the title in a colour that reads on it. */}
          <Flex bg="var(--wh-dialog-header)" color="var(--wh-dialog-header-fg)" px="4" py="2" fontWeight="semibold">
            {labels.dialogTitle}
          </Flex>
          <Box p="4">
            <Button bg="var(--wh-checkout-button)" color="white" w="full">
              {labels.checkout}
            </Button>
          </Box>
        </Box>
      </Stack>
    </Box>
  );
}

export default ThemePreview;
