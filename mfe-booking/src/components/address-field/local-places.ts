/**
 * SPEC.md section 7: when the places service fails or finds nothing, suggestions come from this
 * built-in list of US cities, streets and airports (at most 8).
 */
const LOCAL_PLACES = [
  "Boston Logan International Airport (BOS), Boston, MA",
  "John F. Kennedy International Airport (JFK), Queens, NY",
  "LaGuardia Airport (LGA), Queens, NY",
  "Newark Liberty International Airport (EWR), Newark, NJ",
  "Ronald Reagan Washington National Airport (DCA), Arlington, VA",
  "Washington Dulles International Airport (IAD), Dulles, VA",
  "Philadelphia International Airport (PHL), Philadelphia, PA",
  "Miami International Airport (MIA), Miami, FL",
  "O'Hare International Airport (ORD), Chicago, IL",
  "Los Angeles International Airport (LAX), Los Angeles, CA",
  "San Francisco International Airport (SFO), San Francisco, CA",
  "Boston, MA",
  "Cambridge, MA",
  "Quincy, MA",
  "Brookline, MA",
  "Newton, MA",
  "Somerville, MA",
  "Worcester, MA",
  "Providence, RI",
  "New York, NY",
  "Philadelphia, PA",
  "Washington, DC",
  "Chicago, IL",
  "Miami, FL",
  "Los Angeles, CA",
  "San Francisco, CA",
  "Boylston Street, Boston, MA",
  "Newbury Street, Boston, MA",
  "Beacon Street, Boston, MA",
  "Commonwealth Avenue, Boston, MA",
  "Massachusetts Avenue, Cambridge, MA",
  "Fifth Avenue, New York, NY",
  "Broadway, New York, NY",
  "Michigan Avenue, Chicago, IL",
  "Pennsylvania Avenue NW, Washington, DC",
  "Ocean Drive, Miami Beach, FL",
] as const;

/** Matches every word of the input anywhere in a place; places starting with the input come first. */
export function localSuggestions(input: string, limit = 8): string[] {
  const query = input.trim().toLowerCase();
  if (!query) return [];
  const words = query.split(/\s+/);
  const matches = LOCAL_PLACES.filter((p) => words.every((w) => p.toLowerCase().includes(w)));
  const starts = matches.filter((p) => p.toLowerCase().startsWith(query));
  const rest = matches.filter((p) => !p.toLowerCase().startsWith(query));
  return [...starts, ...rest].slice(0, limit);
}
