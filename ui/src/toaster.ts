import { createToaster } from "@chakra-ui/react";

/** The one toast store of the page: the shell renders it, every app adds to it. */
export const toaster = createToaster({
  placement: "bottom-end",
  duration: 5000,
  pauseOnPageIdle: true,
  // SPEC.md section 9: F8 moves focus to the notifications.
  hotkey: ["F8"],
});
