import { adminSignIn } from "./driver-support";
import { test } from "./fixtures";

test.describe("the dispatcher's session across tabs", () => {
  test("holds in a new tab, and signing out in one tab signs out all", async ({ dispatcher: first }) => {
    // A new tab of the same browser: no sign-in asked, the open tab's session is shared.
    const second = await first.context().newPage();
    await second.goto("/admin");
    await second.getByRole("button", { name: "Logout" }).waitFor();
    await second.getByText("signed in as admin").waitFor();

    await second.getByRole("button", { name: "Logout" }).click();
    await second.getByRole("button", { name: "Sign In" }).waitFor();
    await first.getByRole("button", { name: "Sign In" }).waitFor();
    // Signed out everywhere: a reload of the first tab stays signed out.
    await first.reload();
    await first.getByRole("button", { name: "Sign In" }).waitFor();

    // Signing in again in one tab reaches the other.
    await adminSignIn(first);
    await second.getByRole("button", { name: "Logout" }).waitFor();
  });
});
