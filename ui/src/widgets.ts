/**
 * The design system's components the public pages never show: those driven by a state machine (zag)
 * and the dashboards' tables. A second shared module, loaded by the pages that use one, so the first
 * paint of a public page does not wait for them. Their recipes come with them.
 */
import {
  accordionSlotRecipe,
  checkboxSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  segmentGroupSlotRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
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
  table: tableSlotRecipe,
  tabs: tabsSlotRecipe,
});

export { Accordion, Checkbox, Dialog, Drawer, SegmentGroup, Switch, Table, Tabs } from "@chakra-ui/react";
