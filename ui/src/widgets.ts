/**
 * The design system's components driven by a state machine (zag): a second shared module, loaded by
 * the pages that use one, so the first paint of a public page does not wait for them. Their recipes
 * come with them.
 */
import {
  accordionSlotRecipe,
  checkboxSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  segmentGroupSlotRecipe,
  switchSlotRecipe,
  tabsSlotRecipe,
} from "@chakra-ui/react/theme";
import { addSlotRecipes } from "./theme";

addSlotRecipes({
  accordion: accordionSlotRecipe,
  checkbox: checkboxSlotRecipe,
  dialog: dialogSlotRecipe,
  drawer: drawerSlotRecipe,
  segmentGroup: segmentGroupSlotRecipe,
  switch: switchSlotRecipe,
  tabs: tabsSlotRecipe,
});

export { Accordion, Checkbox, Dialog, Drawer, SegmentGroup, Switch, Tabs } from "@chakra-ui/react";
export { AppToaster } from "./toaster-view";
