import { afterEach, describe, expect, expectTypeOf, it, vi } from "vitest";
import type { AdminBooking, BookingPage, DriverRides } from "../index";
import { ApiError, createApiClient } from "./api-client";

type Seen = { url: string; init: RequestInit };

function answering(status: number, body: unknown) {
  const seen: Seen[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      seen.push({ url, init });
      return new Response(typeof body === "string" ? body : JSON.stringify(body), {
        status,
        headers: { "content-type": "application/json" },
      });
    }),
  );
  return seen;
}

afterEach(() => vi.unstubAllGlobals());

describe("the typed API client", () => {
  it("fills the path, drops undefined query values, sends JSON and the session's token", async () => {
    const seen = answering(200, { items: [], total: 0, page: 2, pageSize: 20 });
    const client = createApiClient();
    client.setAuth("admin-token");
    const page = await client.get("/api/admin/bookings", {
      query: { page: 2, pageSize: 20, search: undefined, status: "pending" },
    });
    expect(page.page).toBe(2);
    expect(seen[0]?.url).toBe("/api/admin/bookings?page=2&pageSize=20&status=pending");
    expect(new Headers(seen[0]?.init.headers).get("authorization")).toBe("Bearer admin-token");

    await client.post("/api/admin/bookings/{id}/assign-driver", {
      path: { id: "b/1" },
      query: { driver_id: "d 1" },
    });
    expect(seen[1]?.url).toBe("/api/admin/bookings/b%2F1/assign-driver?driver_id=d+1");
    expect(seen[1]?.init.method).toBe("POST");
    expect(seen[1]?.init.body).toBeUndefined();

    await client.post("/api/bookings/{reference}/cancel", {
      path: { reference: "BC-7K4Q9M" },
      body: { reason: "plans changed" },
      token: "look-up-token",
    });
    const headers = new Headers(seen[2]?.init.headers);
    expect(headers.get("authorization")).toBe("Bearer look-up-token");
    expect(headers.get("content-type")).toBe("application/json");
    expect(seen[2]?.init.body).toBe(JSON.stringify({ reason: "plans changed" }));
  });

  it("turns a failure into an ApiError with the server's detail, and a 401 of the session signs out", async () => {
    const body = { detail: "This booking was changed by someone else" };
    answering(409, body);
    const client = createApiClient();
    const signOut = vi.fn();
    client.setAuth("admin-token", signOut);
    const conflict = client.post("/api/admin/bookings/{id}/approve", { path: { id: "x" } });
    await expect(conflict).rejects.toEqual(new ApiError(409, body.detail, body));
    expect(signOut).not.toHaveBeenCalled();

    answering(401, { detail: "Session expired, please sign in again" });
    await expect(client.get("/api/admin/stats")).rejects.toMatchObject({ status: 401 });
    expect(signOut).toHaveBeenCalledTimes(1);

    // A look-up's own token expiring is the page's business, not the session's.
    await expect(
      client.post("/api/bookings/{reference}/cancel", {
        path: { reference: "BC-7K4Q9M" },
        body: {},
        token: "t",
      }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(signOut).toHaveBeenCalledTimes(1);

    answering(502, "<html>bad gateway</html>");
    await expect(client.get("/api/fleet")).rejects.toMatchObject({ status: 502, message: "502" });
  });

  it("types each call from the Worker's document: its path, its parts and its answer", () => {
    const client = createApiClient();
    expectTypeOf(client.get<"/api/admin/bookings">).returns.resolves.toEqualTypeOf<BookingPage>();
    expectTypeOf(client.get<"/api/drivers/{id}/bookings">).returns.resolves.toEqualTypeOf<DriverRides>();
    type Approved = Awaited<ReturnType<typeof client.post<"/api/admin/bookings/{id}/approve">>>;
    expectTypeOf<Approved["booking"]>().toEqualTypeOf<AdminBooking>();
    // What the API does not have, or a call without what it needs, does not compile.
    // @ts-expect-error: no such path
    void (() => client.get("/api/nope"));
    // @ts-expect-error: POST only
    void (() => client.get("/api/quote"));
    // @ts-expect-error: the path parameter is missing
    void (() => client.get("/api/admin/bookings/{id}", {}));
    // @ts-expect-error: driver_id is required
    void (() => client.post("/api/admin/bookings/{id}/assign-driver", { path: { id: "b" } }));
    // @ts-expect-error: the body is required
    void (() => client.post("/api/contact"));
  });
});
