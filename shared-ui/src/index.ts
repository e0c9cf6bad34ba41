/**
 * shared-ui: the one Chakra system and the UI pieces more than one app needs (ADR 0001).
 *
 * This package is a Module Federation singleton, and @chakra-ui/react is not shared: remotes and the shell reach
 * Chakra ONLY through the re-exports below. A shared module is not tree-shaken, so every name exported here ships
 * to every page; add a Chakra component when some app uses it, and not before.
 */

// Chakra components in use (namespaces as Chakra names them).
export {
  Alert,
  Avatar,
  Badge,
  Box,
  Breadcrumb,
  Button,
  Card,
  Center,
  CloseButton,
  Collapsible,
  Container,
  Dialog,
  Drawer,
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
  Menu,
  NativeSelect,
  Portal,
  Separator,
  SimpleGrid,
  Spinner,
  Stack,
  Text,
  Tooltip,
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
export { AlertsToaster, toaster } from './components/alerts-toaster';
export { NotBuiltYet, NotBuiltYetPage, isCreateId, type NotBuiltYetProps, type NotBuiltYetPageProps } from './components/not-built-yet';
export {
  AreaLanding,
  RemoteVersion,
  type AreaLandingProps,
  type AreaLink,
  type AreaLinkGroup,
} from './components/area-landing';
export { areaHref, useAreaNav, type AreaPage } from './components/area-nav';
export { RouteNotFound } from './components/route-not-found';
export { EmptyState, ErrorPanel, LoadingState, type EmptyStateProps, type ErrorPanelProps } from './components/states';
export { ConfirmDialog, type ConfirmDialogProps } from './components/confirm-dialog';
