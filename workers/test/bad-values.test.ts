import { env } from "cloudflare:test";
import { BookingReceipt, serviceToday } from "@chauffeur/contract";
import { beforeEach, describe, expect, it } from "vitest";
import { bookingBody, serviceDate } from "./booking-fixture";
import { adminApi, bearer, detailOf } from "./factories";
import { postJson } from "./helpers";
import { loadFixturePlaces } from "./places-fixture";

beforeEach(loadFixturePlaces);

const book = (overrides: Record<string, unknown>) => postJson("/api/bookings", bookingBody(overrides));
const customer = (overrides: Record<string, unknown>) => ({
  name: "Ada Lovelace",
  email: "ada@example.com",
  phone: "(617) 555-0100",
  ...overrides,
});

/** Expects a 400 whose detail names `field` and, when given, says `why`. */
async function expectRefused(res: Response, field: string, why?: RegExp) {
  expect(res.status).toBe(400);
  const detail = await detailOf(res);
  expect(detail).toContain(field);
  if (why) expect(detail).toMatch(why);
}

const count = async (sql: string, ...binds: unknown[]) =>
  (
    await env.DB.prepare(sql)
      .bind(...binds)
      .first<{ n: number }>()
  )?.n ?? -1;

/** The next first Sunday of November (the night New York's clocks go back) at least two days ahead. */
function nextFallBack(): string {
  const today = serviceToday();
  for (let year = Number(today.slice(0, 4)); ; year += 1) {
    const first = new Date(Date.UTC(year, 10, 1));
    const day = 1 + ((7 - first.getUTCDay()) % 7);
    const date = `${year}-11-${String(day).padStart(2, "0")}`;
    if (date > serviceDate(2)) return date;
  }
}

describe("pickup dates and times (issue 13, items 4 and 5)", () => {
  it("refuses the years 3000 and 9999: bookings reach a year ahead at most", async () => {
    for (const date of ["3000-01-01", "9999-12-31", serviceDate(400)]) {
      await expectRefused(await book({ date }), "time", /365 days ahead/);
    }
    expect((await book({ date: serviceDate(300) })).status).toBe(201);
  });

  it("prices only a day that could be booked: never 1970, 9999 or past the horizon (issue 37)", async () => {
    const quote = (trip: Record<string, unknown>) =>
      postJson("/api/quote", {
        pickupLocation: "Quincy, MA",
        destination: "BOS",
        vehicleType: "sedan",
        ...trip,
      });
    for (const [trip, why] of [
      [{ date: "1970-01-01" }, /^date: Please choose today or a later date$/],
      [{ date: serviceDate(-1) }, /^date: Please choose today or a later date$/],
      [{ date: "9999-12-31" }, /^date: Pickups can be booked at most 365 days ahead$/],
      [{ date: serviceDate(400) }, /^date: Pickups can be booked at most 365 days ahead$/],
      [
        { date: serviceDate(10), returnTrip: { date: "9999-12-31", time: "10:00" } },
        /^returnTrip\.date: Pickups can be booked at most 365 days ahead$/,
      ],
    ] as const) {
      const res = await quote(trip);
      expect(res.status, JSON.stringify(trip)).toBe(400);
      expect(await detailOf(res)).toMatch(why);
    }
    expect((await quote({ date: serviceDate(0) })).status).toBe(200);
    expect((await quote({ date: serviceDate(300) })).status).toBe(200);
    expect((await quote({})).status).toBe(200);
  });

  it("refuses times off the 30-minute grid and dates that are not days", async () => {
    for (const time of ["14:15", "14:31", "2:30", "14:30:00", "25:00"]) {
      await expectRefused(await book({ time }), "time", /half hour/);
    }
    for (const date of ["2027-02-30", "03/07/2027", "2027-3-7"]) {
      await expectRefused(await book({ date }), "date");
    }
  });

  it("refuses a time the clocks skip in spring (2:30 AM on 2027-03-14 in New York)", async () => {
    await expectRefused(await book({ date: "2027-03-14", time: "02:30" }), "time", /does not exist/);
    await expectRefused(
      await postJson("/api/quote", {
        pickupLocation: "Quincy, MA",
        destination: "Cambridge, MA",
        vehicleType: "sedan",
        date: "2027-03-14",
        tripTime: "02:15",
      }),
      "tripTime",
    );
  });

  it("reads a time in November's repeated hour as the first one, in daylight time (UTC-4)", async () => {
    const date = nextFallBack();
    const res = await book({ date, time: "01:30" });
    expect(res.status).toBe(201);
    const { bookingId } = BookingReceipt.parse(await res.json());
    const row = await env.DB.prepare("select pickup_at from bookings where id = ?")
      .bind(bookingId)
      .first<{ pickup_at: number }>();
    expect(new Date(row?.pickup_at ?? 0).toISOString()).toBe(`${date}T05:30:00.000Z`);
  });
});

describe("control characters in what is later e-mailed (issue 13, item 5)", () => {
  it("refuses NUL, CR/LF, ESC and bidi overrides in names, places and phones", async () => {
    for (const name of ["Ada\u0000 Lovelace", "Ada\r\nBcc: x@evil.test Lovelace", "Ada\u001b[31m Lovelace"]) {
      await expectRefused(
        await book({ customerInfo: customer({ name }) }),
        "customerInfo.name",
        /control|one line/,
      );
    }
    await expectRefused(await book({ pickupLocation: "Quincy\nMA" }), "pickupLocation", /one line/);
    await expectRefused(await book({ flightNumber: "BA\u202e213" }), "flightNumber", /control/);
    await expectRefused(await book({ flightNumber: "Delta" }), "flightNumber", /airline code and number/);
    await expectRefused(
      await book({ customerInfo: customer({ phone: "617\n555 0100" }) }),
      "customerInfo.phone",
    );
  });

  it("refuses characters that show nothing in one-line text, and keeps emoji in a message body", async () => {
    const invisible = [
      "\u00ad",
      "\u200b",
      "\u200c",
      "\u200d",
      "\u200e",
      "\u200f",
      "\u2060",
      "\u2062",
      "\u2064",
      "\u3164",
      "\u{e0001}",
      "\u{e0041}",
      "\u{e007f}",
    ];
    for (const mark of invisible) {
      const label = `U+${mark.codePointAt(0)?.toString(16)}`;
      await expectRefused(
        await book({ customerInfo: customer({ name: `Ada${mark} Lovelace` }) }),
        "customerInfo.name",
        /invisible/,
      );
      await expectRefused(await book({ pickupLocation: `Quincy,${mark} MA` }), "pickupLocation", /invisible/);
      const contact = await postJson("/api/contact", {
        name: `Ada${mark}`,
        email: "ada@example.com",
        phone: "6175550100",
        message: "Hello",
      });
      expect(contact.status, label).toBe(400);
    }
    // A family and a flag are built with the zero-width joiner and tags: a message body keeps them.
    const emoji =
      "See you there \u{1f468}\u200d\u{1f469}\u200d\u{1f467} \u{1f3f4}\u{e0067}\u{e0062}\u{e0065}\u{e006e}\u{e0067}\u{e007f}";
    const res = await book({ specialRequests: emoji });
    expect(res.status).toBe(201);
    const { bookingId } = BookingReceipt.parse(await res.json());
    expect(
      await count(
        "select count(*) as n from bookings where id = ? and special_requests = ?",
        bookingId,
        emoji,
      ),
    ).toBe(1);
  });

  it("keeps line breaks in a message body (CRLF made LF) and refuses other controls there", async () => {
    const res = await book({ specialRequests: "Two bags.\r\nMeet at arrivals." });
    expect(res.status).toBe(201);
    const { bookingId } = BookingReceipt.parse(await res.json());
    const row = await env.DB.prepare("select special_requests from bookings where id = ?")
      .bind(bookingId)
      .first();
    expect(row).toEqual({ special_requests: "Two bags.\nMeet at arrivals." });
    await expectRefused(await book({ specialRequests: "Two bags.\u0000" }), "specialRequests", /control/);
  });

  it("contact messages: one-line name, multi-line message, no NUL or ESC anywhere", async () => {
    const valid = { name: "Ada", email: "ada@example.com", phone: "6175550100", message: "Hello,\nthere" };
    expect((await postJson("/api/contact", valid)).status).toBe(201);
    await expectRefused(await postJson("/api/contact", { ...valid, name: "Ada\r\nLovelace" }), "name");
    await expectRefused(await postJson("/api/contact", { ...valid, message: "Hi\u001b]8;;x" }), "message");
    await expectRefused(await postJson("/api/contact", { ...valid, message: "Hi\u0000" }), "message");
  });

  it("contact messages: the phone must be a phone number, not free text", async () => {
    const valid = { name: "Ada", email: "ada@example.com", message: "Hello" };
    for (const phone of ["call me maybe", "555-CALL-NOW", "0123"]) {
      await expectRefused(await postJson("/api/contact", { ...valid, phone }), "phone", /valid phone/);
    }
  });
});

describe("numbers that are not numbers (issue 13, item 5)", () => {
  it("refuses hours: true, [4], 4.5 and '4 hours' instead of pricing them", async () => {
    for (const hours of [true, [4], 4.5, "4 hours", "0x4", null]) {
      const res = await book({ serviceType: "hourly", destination: "", hours });
      await expectRefused(res, "hours");
    }
    const quote = await postJson("/api/quote", {
      serviceType: "hourly",
      pickupLocation: "Quincy, MA",
      vehicleType: "sedan",
      hours: true,
    });
    await expectRefused(quote, "hours");
    const fine = await postJson("/api/quote", {
      serviceType: "hourly",
      pickupLocation: "Quincy, MA",
      vehicleType: "sedan",
      hours: "4",
    });
    expect(fine.status).toBe(200);
  });

  it("reads page and pageSize from plain decimal digits only", async () => {
    for (const page of ["0x10", "1e1", "+3", "-1", "1.5", " 2", "", "0", "１"]) {
      const res = await adminApi(`/api/admin/bookings?page=${encodeURIComponent(page)}`);
      await expectRefused(res, "page");
    }
    await expectRefused(await adminApi("/api/drivers?pageSize=0x10"), "pageSize");
    expect((await adminApi("/api/admin/bookings?page=2&pageSize=10")).status).toBe(200);
  });
});

describe("drivers (issue 13, item 5)", () => {
  const info = (overrides: Record<string, unknown> = {}) => ({
    firstName: "Dana",
    lastName: "Driver",
    email: `dana-${crypto.randomUUID().slice(0, 8)}@example.com`,
    phone: "6175550199",
    licenseNumber: "MA-123",
    vehicleTypes: ["sedan"],
    ...overrides,
  });
  const register = async (driverInfo: Record<string, unknown>) =>
    postJson("/api/drivers/register", { driverInfo, password: "longpassword1" }, await bearer("admin"));

  it("refuses a driver with no vehicle types (never assignable) or one twice, and stores nothing", async () => {
    for (const vehicleTypes of [[], ["sedan", "sedan"]]) {
      const driverInfo = info({ vehicleTypes });
      await expectRefused(await register(driverInfo), "vehicleTypes");
      expect(await count("select count(*) n from drivers where email = ?", driverInfo.email)).toBe(0);
    }
  });

  it("refuses control characters in a driver's name and licence", async () => {
    await expectRefused(await register(info({ lastName: "Driver\u202e" })), "lastName");
    await expectRefused(await register(info({ licenseNumber: "MA\n123" })), "licenseNumber");
  });
});
