/**
 * The design system's components driven by a state machine (zag): a second shared module, loaded by
 * the pages that use one, so the first paint of a public page does not wait for them.
 */
export { Accordion, Checkbox, Dialog, Drawer, SegmentGroup, Switch, Tabs } from "@chakra-ui/react";
export { AppToaster } from "./toaster-view";
