import { AdminCatalog, FleetList, type FleetVehicleUpdate, MediaUpload } from "@chauffeur/contract";
import { catalogSeedStatements, FLEET } from "@chauffeur/db/seed";
import { beforeEach, describe, expect, it } from "vitest";
import { adminApi, bearer, detailOf } from "./factories";
import { api, exec } from "./helpers";

beforeEach(async () => {
  await exec([
    "DELETE FROM vehicles",
    "DELETE FROM services",
    "DELETE FROM leaders",
    ...catalogSeedStatements(),
  ]);
});

const put = (body: unknown) => ({
  method: "PUT",
  headers: { "content-type": "application/json" },
  body: JSON.stringify(body),
});

/** The smallest real pictures: each format's signature and a few bytes. */
const WEBP = new Uint8Array([
  ...new TextEncoder().encode("RIFF"),
  26,
  0,
  0,
  0,
  ...new TextEncoder().encode("WEBPVP8L"),
  13,
  0,
  0,
  0,
  47,
  0,
  0,
  0,
  0,
  7,
  16,
  17,
  136,
  136,
  254,
  7,
  0,
]);
const JPEG = new Uint8Array([
  0xff,
  0xd8,
  0xff,
  0xe0,
  0,
  16,
  ...new TextEncoder().encode("JFIF"),
  0,
  1,
  1,
  0,
  0,
  1,
  0,
  1,
  0,
  0,
  0xff,
  0xd9,
]);

const upload = (path: string, bytes: Uint8Array, type = "application/octet-stream") =>
  adminApi(`/api/admin/media?path=${encodeURIComponent(path)}`, {
    method: "PUT",
    headers: { "content-type": type },
    body: bytes,
  });

const suv = FLEET.find((v) => v.type === "suv");
function suvUpdate(over: Partial<FleetVehicleUpdate> = {}): FleetVehicleUpdate {
  if (!suv) throw new Error("the seed has an SUV");
  return {
    make: suv.make,
    model: suv.model,
    year: suv.year,
    capacity: suv.capacity,
    luggage: suv.luggage,
    features: suv.features,
    description: suv.description,
    sortOrder: 2,
    active: true,
    imageUrl: suv.imageUrl,
    images: null,
    ...over,
  };
}

describe("the operator's fleet and pictures", () => {
  it("keeps an uploaded picture under its content's hash and serves it as immutable", async () => {
    const res = await upload("fleet/suv-800.webp", WEBP);
    expect(res.status, await res.clone().text()).toBe(200);
    const { url } = MediaUpload.parse(await res.json());
    expect(url).toMatch(/^\/media\/fleet\/suv-800\.[0-9a-f]{12}\.webp$/);
    const served = await api(url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(served.headers.get("cache-control")).toContain("immutable");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(WEBP);
    expect((await api(url.replace(/\.[0-9a-f]{12}\./, ".000000000000."))).status).toBe(404);
  });

  it("refuses what is not a picture, a picture not of its path's type, and one too large", async () => {
    const text = await upload("fleet/suv-800.webp", new TextEncoder().encode("<svg onload=alert(1)>"));
    expect(text.status).toBe(415);
    expect(await detailOf(text)).toMatch(/not a picture/);
    const mismatch = await upload("fleet/suv-800.webp", JPEG);
    expect(mismatch.status).toBe(415);
    const large = new Uint8Array(2 * 1024 * 1024 + 1);
    large.set(JPEG);
    expect((await upload("fleet/suv-1600.jpg", large)).status).toBe(413);
    expect((await upload("../secrets.jpg", JPEG)).status).toBe(400);
    expect((await upload("fleet/suv.svg", JPEG)).status).toBe(400);
  });

  it("saves a vehicle class with its photo, and the fleet page's list shows it at once", async () => {
    const jpeg = MediaUpload.parse(await (await upload("fleet/suv-800.jpg", JPEG)).json()).url;
    const webp = MediaUpload.parse(await (await upload("fleet/suv-800.webp", WEBP)).json()).url;
    const images = [
      { url: webp, width: 800, type: "image/webp" as const },
      { url: jpeg, width: 800, type: "image/jpeg" as const },
    ];
    const res = await adminApi(
      "/api/admin/fleet/suv",
      put(suvUpdate({ imageUrl: jpeg, images, capacity: 7 })),
    );
    expect(res.status, await res.clone().text()).toBe(200);
    const fleet = FleetList.parse(await (await api("/api/fleet")).json());
    expect(fleet.find((v) => v.type === "suv")).toMatchObject({ imageUrl: jpeg, images, capacity: 7 });
  });

  it("adds a new class, hides one, and refuses bad values with a detail", async () => {
    const sprinter = suvUpdate({ make: "Mercedes-Benz", model: "Sprinter", capacity: 12, sortOrder: 9 });
    expect((await adminApi("/api/admin/fleet/sprinter", put(sprinter))).status).toBe(200);
    expect((await adminApi("/api/admin/fleet/suv", put(suvUpdate({ active: false })))).status).toBe(200);
    const fleet = FleetList.parse(await (await api("/api/fleet")).json());
    expect(fleet.map((v) => v.type)).toContain("sprinter");
    expect(fleet.map((v) => v.type)).not.toContain("suv");
    const all = AdminCatalog.parse(await (await adminApi("/api/admin/catalog")).json());
    expect(all.fleet.find((v) => v.type === "suv")?.active).toBe(false);
    const bad = await adminApi("/api/admin/fleet/suv", put(suvUpdate({ capacity: -1 })));
    expect(bad.status).toBe(400);
    expect(await detailOf(bad)).toMatch(/capacity/);
    const outside = await adminApi(
      "/api/admin/fleet/suv",
      put(suvUpdate({ imageUrl: "https://example.com/x.jpg" })),
    );
    expect(outside.status).toBe(400);
  });

  it("hides a service and saves a leader's profile; a driver may not", async () => {
    const [service] = AdminCatalog.parse(await (await adminApi("/api/admin/catalog")).json()).services;
    if (!service) throw new Error("the seed has services");
    const hide = { name: service.name, description: service.description, sortOrder: 1, active: false };
    expect((await adminApi(`/api/admin/services/${service.serviceId}`, put(hide))).status).toBe(200);
    const shown = (await (await api("/api/services")).json()) as { serviceId: string }[];
    expect(shown.map((s) => s.serviceId)).not.toContain(service.serviceId);
    expect((await adminApi("/api/admin/services/nothing-here", put(hide))).status).toBe(404);
    const leader = {
      name: "Ana Silva",
      role: "Fleet Manager",
      bio: "Keeps every car ready.",
      sortOrder: 4,
      active: true,
      imageUrl: "/images/team/elena-torres.svg",
      images: null,
    };
    expect((await adminApi("/api/admin/leaders/ana-silva", put(leader))).status).toBe(200);
    const leaders = (await (await api("/api/leaders")).json()) as { name: string }[];
    expect(leaders.map((l) => l.name)).toContain("Ana Silva");
    const driver = await api("/api/admin/fleet/suv", {
      ...put(suvUpdate()),
      headers: { ...(await bearer("driver")), "content-type": "application/json" },
    });
    expect(driver.status).toBe(403);
  });
});
