// Made by the build (mfe-booking/county-lines.ts): each state's county lines, by its FIPS code.
declare module "virtual:county-lines" {
  export const countyLines: Record<string, () => Promise<{ default: [number, number][][] }>>;
}
