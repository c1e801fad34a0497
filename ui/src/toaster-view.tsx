import { Toaster as ChakraToaster, Spinner, Stack, Toast } from "@chakra-ui/react";
import { toaster } from "./toaster";

/** The toasts on screen: mounted by UiProvider when the first one is created. */
export function AppToaster() {
  return (
    <ChakraToaster toaster={toaster} insetInline={{ mdDown: "4" }} aria-label="Notifications">
      {(toast) => (
        <Toast.Root width={{ md: "sm" }}>
          {toast.type === "loading" ? <Spinner size="sm" color="gold.solid" /> : <Toast.Indicator />}
          <Stack gap="1" flex="1" maxWidth="100%">
            {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
            {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
          </Stack>
          {toast.action && <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger>}
          {toast.closable !== false && <Toast.CloseTrigger />}
        </Toast.Root>
      )}
    </ChakraToaster>
  );
}
