import { z } from "zod";
import { multiLine, singleLine } from "./text";

/** One size of an uploaded photo, as the pages put it in a `srcset`. */
export const ImageVariant = z.object({
  url: z.string().max(300),
  width: z.number().int().min(16).max(4000),
  type: z.enum(["image/webp", "image/jpeg"]),
});
export type ImageVariant = z.infer<typeof ImageVariant>;

/** A vehicle of the fleet, as GET /api/fleet answers it (SPEC.md section 3). */
export const FleetVehicle = z.object({
  type: z.string(),
  capacity: z.number().int(),
  luggage: z.number().int(),
  imageUrl: z.string(),
  make: z.string(),
  model: z.string(),
  year: z.number().int(),
  features: z.array(z.string()),
  /** A sentence or two about the vehicle (empty for none). */
  description: z.string(),
  /** An uploaded photo's sizes; absent when the picture is a drawing (`imageUrl` alone). */
  images: z.array(ImageVariant).optional(),
});
export type FleetVehicle = z.infer<typeof FleetVehicle>;
export const FleetList = z.array(FleetVehicle);

/** A service category, as GET /api/services answers it. */
export const ServiceItem = z.object({
  serviceId: z.string(),
  name: z.string(),
  description: z.string(),
});
export type ServiceItem = z.infer<typeof ServiceItem>;
export const ServiceList = z.array(ServiceItem);

/** A leadership profile of the about page (GET /api/leaders). */
export const Leader = z.object({
  id: z.string(),
  name: z.string(),
  role: z.string(),
  bio: z.string(),
  imageUrl: z.string(),
  images: z.array(ImageVariant).optional(),
});
export type Leader = z.infer<typeof Leader>;
export const LeaderList = z.array(Leader);

/** A path under /media/ an upload answered, or a picture shipped with the site (/images/...). */
const PictureUrl = z
  .string()
  .max(300)
  .regex(
    /^\/(media|images)\/[A-Za-z0-9._/-]+$/,
    "must be a picture uploaded to /media/ or shipped under /images/",
  );
/** The picture of a vehicle or a leader: the fallback URL and the sizes of an uploaded photo. */
const Picture = {
  imageUrl: PictureUrl,
  images: z
    .array(ImageVariant.extend({ url: PictureUrl }))
    .max(12)
    .nullable()
    .default(null),
};
const order = z.number().int().min(0).max(1000);
const Features = z.array(singleLine(60).pipe(z.string().min(1))).max(12);

/** PUT /api/admin/fleet/{type} (owner): a vehicle class as the fleet page shows it; a new type adds one. */
export const FleetVehicleUpdate = z.object({
  make: singleLine(40).pipe(z.string().min(1, "is required")),
  model: singleLine(60).pipe(z.string().min(1, "is required")),
  year: z.number().int().min(1950).max(2100),
  capacity: z.number().int().min(1).max(60),
  luggage: z.number().int().min(0).max(60),
  features: Features,
  description: multiLine(600).default(""),
  sortOrder: order,
  active: z.boolean(),
  ...Picture,
});
export type FleetVehicleUpdate = z.input<typeof FleetVehicleUpdate>;

/** A vehicle as the console lists it: the public fields, its id, order and whether it is shown. */
export const AdminFleetVehicle = FleetVehicle.extend({
  id: z.string(),
  sortOrder: z.number().int(),
  active: z.boolean(),
});
export type AdminFleetVehicle = z.infer<typeof AdminFleetVehicle>;

/** PUT /api/admin/services/{serviceId} (owner). */
export const ServiceUpdate = z.object({
  name: singleLine(60).pipe(z.string().min(1, "is required")),
  description: multiLine(600).pipe(z.string().min(1, "is required")),
  sortOrder: order,
  active: z.boolean(),
});
export type ServiceUpdate = z.input<typeof ServiceUpdate>;
export const AdminService = ServiceItem.extend({ sortOrder: z.number().int(), active: z.boolean() });
export type AdminService = z.infer<typeof AdminService>;

/** PUT /api/admin/leaders/{id} (owner). */
export const LeaderUpdate = z.object({
  name: singleLine(80).pipe(z.string().min(1, "is required")),
  role: singleLine(80).pipe(z.string().min(1, "is required")),
  bio: multiLine(600).pipe(z.string().min(1, "is required")),
  sortOrder: order,
  active: z.boolean(),
  ...Picture,
});
export type LeaderUpdate = z.input<typeof LeaderUpdate>;
export const AdminLeader = Leader.extend({ sortOrder: z.number().int(), active: z.boolean() });
export type AdminLeader = z.infer<typeof AdminLeader>;

/** GET /api/admin/catalog: everything the console edits, shown or not. */
export const AdminCatalog = z.object({
  fleet: z.array(AdminFleetVehicle),
  services: z.array(AdminService),
  leaders: z.array(AdminLeader),
});
export type AdminCatalog = z.infer<typeof AdminCatalog>;

/** PUT /api/admin/media answers where the picture is served. */
export const MediaUpload = z.object({ url: z.string() });
export type MediaUpload = z.infer<typeof MediaUpload>;
