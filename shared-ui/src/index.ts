/**
 * shared-ui: the one Chakra system and the UI pieces more than one app needs (ADR 0001).
 *
 * This package is a Module Federation singleton, and @chakra-ui/react is not shared: remotes and the shell reach
 * Chakra ONLY through the re-exports below and those of `shared-ui/panel`. A shared module is not tree-shaken, so
 * every name exported here ships to every page, the storefront's first load included: only the provider, layout,
 * typography, buttons, links, simple form fields and the states belong here. Overlays and panel chrome (menus,
 * tooltips, dialogs, drawers, avatars, breadcrumbs, toasts) go to `shared-ui/panel`, loaded when a page needs them.
 * Add a Chakra component when some app uses it, and not before (and its recipe to theme/system.ts).
 */

// Chakra components in use (namespaces as Chakra names them).
export {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Center,
  CloseButton,
  Container,
  Field,
  Flex,
  Grid,
  HStack,
  Heading,
  IconButton,
  Image,
  Input,
  Link,
  List,
  NativeSelect,
  Portal,
  Separator,
  SimpleGrid,
  Spinner,
  Stack,
  Text,
  VStack,
  VisuallyHidden,
  chakra,
} from '@chakra-ui/react';
export type {
  BoxProps,
  ButtonProps,
  FlexProps,
  HeadingProps,
  IconButtonProps,
  LinkProps,
  StackProps,
  TextProps,
} from '@chakra-ui/react';

// Wayhub pieces.
export { system, BRAND_PALETTE, FONT_STACK } from './theme/system';
export { UiProvider, type UiProviderProps } from './components/ui-provider';
export { NotBuiltYet, NotBuiltYetPage, isCreateId, type NotBuiltYetProps, type NotBuiltYetPageProps } from './components/not-built-yet';
export { RemoteVersion } from './components/remote-version';
export type { AreaLandingProps, AreaLink, AreaLinkGroup } from './components/area-landing';
export type { AreaPage } from './components/area-nav';
export { RouteNotFound } from './components/route-not-found';
export { EmptyState, ErrorPanel, LoadingState, type EmptyStateProps, type ErrorPanelProps } from './components/states';
