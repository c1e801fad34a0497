/**
 * The design system every app imports instead of @chakra-ui/react. It is shared at run time as one
 * singleton module, so it re-exports only what the apps use: sharing all of Chakra would ship all of
 * it to every visitor (see docs/decisions/002-shared-design-system.md).
 */
export {
  Accordion,
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Center,
  Checkbox,
  CloseButton,
  Container,
  chakra,
  Dialog,
  Drawer,
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
  SegmentGroup,
  Separator,
  SimpleGrid,
  Skeleton,
  Span,
  Spinner,
  Stack,
  Switch,
  Table,
  Tabs,
  Text,
  Textarea,
  VisuallyHidden,
  VStack,
} from "@chakra-ui/react";
export { UiProvider } from "./provider";
export { QueryProvider, queryClient } from "./query";
export * from "./router";
export { system } from "./theme";
export { AppToaster, toaster } from "./toaster";
