// The us-colleges package ships JavaScript only: the one module the seed reads, typed by its rows' shape.
declare module "us-colleges/src/popular-us-colleges.js" {
  import type { CollegeSource } from "../src/seed/places";
  export const POPULAR_US_COLLEGES: Record<string, CollegeSource>;
}
