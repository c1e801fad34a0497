/** Distance by the gazetteer: the straight line between two places, stretched for roads. */
const EARTH_RADIUS_MILES = 3958.8;
/** Roads are longer than the straight line; 1.25 is a common rule of thumb for US trips. */
export const ROAD_FACTOR = 1.25;

/** Great-circle distance between two points, in miles. */
export function greatCircleMiles(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Driving estimate: straight line times the road factor, miles to one decimal. */
export function roadMiles(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  return Math.round(greatCircleMiles(a, b) * ROAD_FACTOR * 10) / 10;
}
