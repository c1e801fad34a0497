import { detailFor, renderInApp, serverRefusal, shownErrors, typeInto } from "@chauffeur/ui/testing";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ReplyDialog } from "./reply-dialog";

const message = {
  id: "msg-1",
  name: "Ada Lovelace",
  email: "ada@example.com",
  phone: "617 555 0142",
  service: "wedding",
  message: "A car for the wedding?",
  createdAt: new Date().toISOString(),
} as never;

async function open() {
  renderInApp(<ReplyDialog message={message} onReplied={vi.fn()} />);
  await userEvent.click(screen.getByRole("button", { name: "Reply to Ada Lovelace" }));
  return screen.findByRole("dialog", { name: "Reply to Ada Lovelace" });
}

describe("reply: page and server refuse the same values with the same words", () => {
  it("an empty reply and one of only spaces", async () => {
    const form = await open();
    await userEvent.click(screen.getByRole("button", { name: "Send Reply" }));
    await waitFor(() => expect(shownErrors(form)).toEqual(["Reply is required"]));
    await typeInto(screen.getByRole("textbox", { name: /Reply/ }), "   ");
    await userEvent.click(screen.getByRole("button", { name: "Send Reply" }));
    await waitFor(() => expect(shownErrors(form)).toEqual(["Reply is required"]));
    const server = await serverRefusal(
      "POST",
      "/api/admin/contact-messages/msg-1/reply",
      { body: "   " },
      "admin",
    );
    expect(server.status).toBe(400);
    expect(detailFor(server.detail, "body")).toBe("Reply is required");
  });

  it("a reply over 5,000 characters (pasted past the box's limit)", async () => {
    const form = await open();
    fireEvent.change(screen.getByRole("textbox", { name: /Reply/ }), { target: { value: "x".repeat(5001) } });
    await userEvent.click(screen.getByRole("button", { name: "Send Reply" }));
    await waitFor(() => expect(shownErrors(form)).toEqual(["Reply must be at most 5,000 characters"]));
    const server = await serverRefusal(
      "POST",
      "/api/admin/contact-messages/msg-1/reply",
      { body: "x".repeat(5001) },
      "admin",
    );
    expect(detailFor(server.detail, "body")).toBe("Reply must be at most 5,000 characters");
  });
});
