import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { Window } from "happy-dom";
import { describe, expect, it } from "vitest";
import { sampleMessages } from "./testing/samples";

const collapse = (s: string) => s.replace(/\s+/g, " ").trim();

/** The words a reader sees in an e-mail's HTML, its links, and the amounts it names. */
function readHtml(html: string) {
  const window = new Window();
  const doc = new window.DOMParser().parseFromString(html, "text/html");
  // Not read: the hidden inbox preview (a copy of a paragraph) and the buttons' labels.
  for (const hidden of doc.querySelectorAll("[data-skip-in-text], [data-label]")) hidden.remove();
  const walker = doc.createTreeWalker(doc.body, 4 /* NodeFilter.SHOW_TEXT */);
  const words: string[] = [];
  // Line by line: a quote's lines are marked "> " in the text, by a rule in the HTML.
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    for (const line of (node.textContent ?? "").split("\n").map(collapse)) if (line) words.push(line);
  }
  const links = [...doc.querySelectorAll("a[href]")].map((a) => ({
    href: a.getAttribute("href") ?? "",
    text: collapse(a.textContent ?? ""),
  }));
  const amounts = collapse(doc.body.textContent ?? "").match(/\$\d[\d,]*(\.\d\d)?/g) ?? [];
  window.close();
  return { words, links, amounts };
}

const emails = sampleMessages().filter((m) => (m.channel ?? "email") === "email");

describe("every e-mail's plain text and HTML", () => {
  it("covers every message kind", () => {
    // Every function here that writes a message is called by the samples, so a new kind is held too.
    const dir = import.meta.dirname;
    const writers = readdirSync(dir)
      .filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"))
      .flatMap((f) => [
        ...readFileSync(join(dir, f), "utf8").matchAll(
          /^export (?:function|const) (\w+(?:Message|Messages|Reminder))\b/gm,
        ),
      ])
      .map((m) => m[1]);
    const samples = readFileSync(join(dir, "testing", "samples.ts"), "utf8");
    expect(writers.length).toBeGreaterThanOrEqual(35);
    expect(writers.filter((name) => !samples.includes(`${name}(`))).toEqual([]);
    expect(new Set(emails.map((m) => m.template)).size).toBeGreaterThanOrEqual(35);
    expect(emails.every((m) => m.html?.startsWith("<!DOCTYPE html"))).toBe(true);
  });

  it.each(emails.map((m, i) => [`${m.template} #${i}`, m] as const))(
    "%s: the text carries every word, link and amount the HTML shows",
    (_, message) => {
      const text = collapse(message.body);
      const { words, links, amounts } = readHtml(message.html ?? "");
      for (const word of words) expect(text, `"${word}" is missing from the text`).toContain(word);
      for (const amount of amounts) expect(text).toContain(amount);
      for (const { href, text: shown } of links) {
        if (href.startsWith("tel:")) expect(text).toContain(shown);
        else if (href.startsWith("mailto:")) expect(text).toContain(href.slice("mailto:".length));
        else expect(text).toContain(href);
      }
      // And back: every address in the text is a link in the HTML.
      const hrefs = links.map((l) => l.href);
      for (const url of message.body.match(/https?:\/\/\S+/g) ?? []) expect(hrefs).toContain(url);
    },
  );

  it("leaves the HTML and files out of a text message", () => {
    const sms = sampleMessages().filter((m) => m.channel === "sms");
    expect(sms.length).toBeGreaterThan(0);
    for (const m of sms) expect(m).toMatchObject({ html: null, attachments: [] });
  });

  it("carries the ride's calendar file with the confirmations and the moved pickup", () => {
    const withFiles = emails.filter((m) => m.attachments?.some((a) => "content" in a)).map((m) => m.template);
    expect(withFiles).toEqual([
      "booking-received",
      "booking-by-phone",
      "booking-changed",
      "booking-approved",
      "pickup-moved",
    ]);
    const moved = emails.find((m) => m.template === "pickup-moved")?.attachments?.[0];
    const ics = Buffer.from(moved && "content" in moved ? moved.content : "", "base64").toString("utf8");
    expect(ics).toMatch(/^SEQUENCE:\d+\r$/m);
    expect(ics).toContain("UID:bc-7k4q9m@www.beaconchauffeur.com");
  });

  it("names the PDF receipt and invoice, drawn when sent, not kept in the outbox", () => {
    const named = emails.flatMap((m) =>
      (m.attachments ?? []).flatMap((a) =>
        "document" in a ? [[m.template, a.filename, a.document.kind]] : [],
      ),
    );
    expect(named).toEqual([
      ["payment-receipt", "receipt-BC-7K4Q9M.pdf", "receipt"],
      ["payment-receipt", "receipt-BC-7K4Q9M.pdf", "receipt"],
      ["payment-receipt", "receipt-BC-7K4Q9M.pdf", "receipt"],
      ["invoice-issued", "INV-2026-0007.pdf", "invoice"],
      ["invoice-overdue", "INV-2026-0007.pdf", "invoice"],
    ]);
  });
});
