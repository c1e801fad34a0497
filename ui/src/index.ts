/**
 * The design system every app imports instead of @chakra-ui/react. It is shared at run time as one
 * singleton module, so it re-exports only what the apps use: sharing all of Chakra would ship all of
 * it to every visitor (see docs/decisions/002-shared-design-system.md). Components driven by a state
 * machine (dialogs, tabs, toggles) live in `@chauffeur/ui/widgets`, a second shared module that only
 * the pages using them download.
 */
export {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Center,
  CloseButton,
  Code,
  Container,
  chakra,
  Field,
  Fieldset,
  Flex,
  Grid,
  GridItem,
  Heading,
  HStack,
  Icon,
  IconButton,
  Image,
  Input,
  Link,
  LinkBox,
  LinkOverlay,
  List,
  NativeSelect,
  Portal,
  Separator,
  SimpleGrid,
  Skeleton,
  Span,
  Spinner,
  Stack,
  Text,
  Textarea,
  VisuallyHidden,
  VStack,
} from "@chakra-ui/react";
export { BookingPolicyProvider, useBookingPolicy } from "./booking-policy";
export { DocumentRouter } from "./document-router";
export { cspNonce } from "./nonce";
export { setPageMeta } from "./page-meta";
export { UiProvider } from "./provider";
export * from "./router";
export { adoptingServerHtml, adoptServerHtml, Static, serverHtmlAdopted } from "./static";
export { createStyleCache } from "./style-cache";
export { designSystem } from "./theme";
export { toaster } from "./toaster";
export { useNow } from "./use-now";
