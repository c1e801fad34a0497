/**
 * SPEC.md section 9's local distance estimate, used by the page when POST /api/distance fails: logan
 * or airport involved → 12 miles with quincy, else 8; quincy with boston → 12; cambridge → 5; else 8.
 */
export function localDistanceEstimate(pickup: string, destination: string): number {
  const trip = `${pickup} ${destination}`.toLowerCase();
  const has = (word: string) => trip.includes(word);
  if (has("logan") || has("airport")) return has("quincy") ? 12 : 8;
  if (has("quincy") && has("boston")) return 12;
  if (has("cambridge")) return 5;
  return 8;
}

/** The same estimate for a trip through stops: leg by leg, from the first place to the last, in order. */
export function localTripEstimate(places: readonly string[]): number {
  return places.slice(1).reduce((miles, to, i) => miles + localDistanceEstimate(places[i] ?? "", to), 0);
}
