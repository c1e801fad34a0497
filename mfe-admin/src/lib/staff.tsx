import { CONSOLE_TABS, type ConsoleTab, mayUse, type StaffArea, type StaffRole } from "@chauffeur/contract";
import { createContext, type ReactNode, useContext } from "react";

/** The signed-in staff member as every part of the console needs them: role and refund limit. */
export interface Staff {
  id: string;
  name: string;
  role: StaffRole;
  /** How far this person may refund a booking, in cents (null: any amount). */
  refundLimitCents: number | null;
}

const StaffContext = createContext<Staff | null>(null);

export const StaffProvider = ({ staff, children }: { staff: Staff; children: ReactNode }) => (
  <StaffContext.Provider value={staff}>{children}</StaffContext.Provider>
);

/** Who is signed in (inside the dashboard). */
export function useStaff(): Staff {
  const staff = useContext(StaffContext);
  if (!staff) throw new Error("useStaff needs a StaffProvider");
  return staff;
}

/** Whether the signed-in person's role may use an area (the server checks again, with 403). */
export function useCan(area: StaffArea): boolean {
  return mayUse(useStaff().role, area);
}

/** The console's tabs this role may open, in the console's order. */
export const tabsFor = (role: StaffRole): ConsoleTab[] =>
  (Object.keys(CONSOLE_TABS) as ConsoleTab[]).filter((tab) => mayUse(role, CONSOLE_TABS[tab]));

export const ROLE_LABELS: Record<StaffRole, string> = {
  owner: "Owner",
  dispatcher: "Dispatcher",
  accountant: "Accountant",
};
