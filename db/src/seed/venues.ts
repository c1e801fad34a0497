import type { VenueCategory } from "@chauffeur/contract";

/**
 * A venue the service picks people up at or drives them to that no data package lists: a hotel, a
 * station, a ferry or cruise terminal, a hospital, a stadium or arena, a convention centre. Colleges and
 * universities come from `us-colleges` instead (db/src/seed/places.ts: collegeRows).
 */
export interface ServedVenue {
  name: string;
  category: Exclude<VenueCategory, "university">;
  city: string;
  state: string;
  /** The ZIP area the venue is in: a test checks the venue lies near that area's centre. */
  zip: string;
  lat: number;
  lng: number;
  /** The short name people use for it, when they use one ("MGH"). */
  alias?: string;
  /** A landmark asked for by name as often as a town is (the city's stations, stadiums and halls). */
  landmark?: true;
}

/**
 * The operator's list of the venues it serves: Boston first, then the towns around it, New England, and
 * the New York venues long trips end at. Kept by hand, as a dispatcher would: a venue the service starts
 * serving is a line here (and a re-run of the seed). Positions are typed by hand, good to a few hundred
 * metres: enough for the distance, the price and the map; the chauffeur goes by the venue's name.
 * `venues.test.ts` checks each lies in its ZIP area, so a wrong town or a dropped sign fails.
 */
// biome-ignore format: one venue a line, read as a table
export const SERVED_VENUES: readonly ServedVenue[] = [
  // Boston: stations
  { name: "South Station", category: "station", city: "Boston", state: "MA", zip: "02111", lat: 42.3519, lng: -71.0552, landmark: true },
  { name: "South Station Bus Terminal", category: "station", city: "Boston", state: "MA", zip: "02111", lat: 42.3494, lng: -71.0556 },
  { name: "North Station", category: "station", city: "Boston", state: "MA", zip: "02114", lat: 42.3656, lng: -71.0614, landmark: true },
  { name: "Back Bay Station", category: "station", city: "Boston", state: "MA", zip: "02116", lat: 42.3473, lng: -71.0753, landmark: true },
  { name: "Ruggles Station", category: "station", city: "Boston", state: "MA", zip: "02120", lat: 42.3364, lng: -71.0891 },
  { name: "Alewife Station", category: "station", city: "Cambridge", state: "MA", zip: "02140", lat: 42.3954, lng: -71.1425 },
  { name: "Quincy Center Station", category: "station", city: "Quincy", state: "MA", zip: "02169", lat: 42.2513, lng: -71.0054 },
  { name: "Braintree Station", category: "station", city: "Braintree", state: "MA", zip: "02184", lat: 42.2079, lng: -71.0014 },
  { name: "JFK/UMass Station", category: "station", city: "Boston", state: "MA", zip: "02125", lat: 42.3207, lng: -71.0524 },
  { name: "Forest Hills Station", category: "station", city: "Boston", state: "MA", zip: "02130", lat: 42.3005, lng: -71.1137 },
  { name: "Lansdowne Station", category: "station", city: "Boston", state: "MA", zip: "02215", lat: 42.3473, lng: -71.0999 },
  { name: "Airport Station", category: "station", city: "Boston", state: "MA", zip: "02128", lat: 42.3743, lng: -71.0304 },
  { name: "Wonderland Station", category: "station", city: "Revere", state: "MA", zip: "02151", lat: 42.4134, lng: -70.9916 },
  // Boston: ferry and cruise terminals
  { name: "Flynn Cruiseport Boston", category: "ferry_terminal", city: "Boston", state: "MA", zip: "02210", lat: 42.3443, lng: -71.0318, landmark: true },
  { name: "Long Wharf Ferry Terminal", category: "ferry_terminal", city: "Boston", state: "MA", zip: "02110", lat: 42.36, lng: -71.0496 },
  { name: "Rowes Wharf Water Transportation Terminal", category: "ferry_terminal", city: "Boston", state: "MA", zip: "02110", lat: 42.3567, lng: -71.0504 },
  { name: "Charlestown Navy Yard Ferry Dock", category: "ferry_terminal", city: "Boston", state: "MA", zip: "02129", lat: 42.3722, lng: -71.0537 },
  // Boston: convention centres
  { name: "Boston Convention and Exhibition Center", category: "convention_centre", city: "Boston", state: "MA", zip: "02210", lat: 42.346, lng: -71.0448, alias: "BCEC", landmark: true },
  { name: "Hynes Convention Center", category: "convention_centre", city: "Boston", state: "MA", zip: "02115", lat: 42.3479, lng: -71.087, landmark: true },
  { name: "Seaport World Trade Center", category: "convention_centre", city: "Boston", state: "MA", zip: "02210", lat: 42.3491, lng: -71.0408 },
  // Boston: stadiums, arenas and concert halls
  { name: "Fenway Park", category: "stadium", city: "Boston", state: "MA", zip: "02215", lat: 42.3467, lng: -71.0972, landmark: true },
  { name: "TD Garden", category: "stadium", city: "Boston", state: "MA", zip: "02114", lat: 42.3662, lng: -71.0621, landmark: true },
  { name: "MGM Music Hall at Fenway", category: "stadium", city: "Boston", state: "MA", zip: "02215", lat: 42.3461, lng: -71.0966 },
  { name: "Agganis Arena", category: "stadium", city: "Boston", state: "MA", zip: "02215", lat: 42.3521, lng: -71.1179 },
  { name: "Harvard Stadium", category: "stadium", city: "Boston", state: "MA", zip: "02134", lat: 42.3668, lng: -71.1256 },
  { name: "Leader Bank Pavilion", category: "stadium", city: "Boston", state: "MA", zip: "02210", lat: 42.3465, lng: -71.034 },
  { name: "Matthews Arena", category: "stadium", city: "Boston", state: "MA", zip: "02115", lat: 42.3411, lng: -71.0853 },
  { name: "Alumni Stadium", category: "stadium", city: "Chestnut Hill", state: "MA", zip: "02467", lat: 42.3351, lng: -71.1661 },
  // Boston: hospitals
  { name: "Massachusetts General Hospital", category: "hospital", city: "Boston", state: "MA", zip: "02114", lat: 42.3632, lng: -71.0686, alias: "MGH", landmark: true },
  { name: "Brigham and Women's Hospital", category: "hospital", city: "Boston", state: "MA", zip: "02115", lat: 42.3359, lng: -71.107, alias: "BWH" },
  { name: "Beth Israel Deaconess Medical Center", category: "hospital", city: "Boston", state: "MA", zip: "02215", lat: 42.339, lng: -71.106, alias: "BIDMC" },
  { name: "Boston Children's Hospital", category: "hospital", city: "Boston", state: "MA", zip: "02115", lat: 42.3374, lng: -71.1053 },
  { name: "Dana-Farber Cancer Institute", category: "hospital", city: "Boston", state: "MA", zip: "02215", lat: 42.3376, lng: -71.1081 },
  { name: "Boston Medical Center", category: "hospital", city: "Boston", state: "MA", zip: "02118", lat: 42.335, lng: -71.0728, alias: "BMC" },
  { name: "Tufts Medical Center", category: "hospital", city: "Boston", state: "MA", zip: "02111", lat: 42.3496, lng: -71.0634 },
  { name: "Massachusetts Eye and Ear", category: "hospital", city: "Boston", state: "MA", zip: "02114", lat: 42.3627, lng: -71.0705 },
  { name: "Spaulding Rehabilitation Hospital", category: "hospital", city: "Boston", state: "MA", zip: "02129", lat: 42.3779, lng: -71.0484 },
  { name: "St. Elizabeth's Medical Center", category: "hospital", city: "Boston", state: "MA", zip: "02135", lat: 42.3495, lng: -71.1488 },
  { name: "Brigham and Women's Faulkner Hospital", category: "hospital", city: "Boston", state: "MA", zip: "02130", lat: 42.3016, lng: -71.1286 },
  { name: "Joslin Diabetes Center", category: "hospital", city: "Boston", state: "MA", zip: "02215", lat: 42.3385, lng: -71.1083 },
  // Boston: hotels
  { name: "Four Seasons Hotel Boston", category: "hotel", city: "Boston", state: "MA", zip: "02116", lat: 42.3515, lng: -71.0691 },
  { name: "Four Seasons Hotel One Dalton Street", category: "hotel", city: "Boston", state: "MA", zip: "02115", lat: 42.3467, lng: -71.0853 },
  { name: "The Ritz-Carlton, Boston", category: "hotel", city: "Boston", state: "MA", zip: "02111", lat: 42.3526, lng: -71.0636 },
  { name: "Mandarin Oriental, Boston", category: "hotel", city: "Boston", state: "MA", zip: "02199", lat: 42.3486, lng: -71.0823 },
  { name: "Fairmont Copley Plaza", category: "hotel", city: "Boston", state: "MA", zip: "02116", lat: 42.3497, lng: -71.0766 },
  { name: "The Langham, Boston", category: "hotel", city: "Boston", state: "MA", zip: "02110", lat: 42.356, lng: -71.0547 },
  { name: "Boston Harbor Hotel", category: "hotel", city: "Boston", state: "MA", zip: "02110", lat: 42.3568, lng: -71.0509 },
  { name: "Omni Parker House", category: "hotel", city: "Boston", state: "MA", zip: "02108", lat: 42.3576, lng: -71.0602 },
  { name: "The Liberty Hotel", category: "hotel", city: "Boston", state: "MA", zip: "02114", lat: 42.362, lng: -71.0705 },
  { name: "XV Beacon", category: "hotel", city: "Boston", state: "MA", zip: "02108", lat: 42.358, lng: -71.0617 },
  { name: "The Newbury Boston", category: "hotel", city: "Boston", state: "MA", zip: "02116", lat: 42.3519, lng: -71.0707 },
  { name: "The Eliot Hotel", category: "hotel", city: "Boston", state: "MA", zip: "02215", lat: 42.3488, lng: -71.0892 },
  { name: "Hotel Commonwealth", category: "hotel", city: "Boston", state: "MA", zip: "02215", lat: 42.3485, lng: -71.0954 },
  { name: "The Lenox Hotel", category: "hotel", city: "Boston", state: "MA", zip: "02116", lat: 42.3492, lng: -71.0794 },
  { name: "The Colonnade Hotel", category: "hotel", city: "Boston", state: "MA", zip: "02116", lat: 42.3453, lng: -71.0812 },
  { name: "Boston Marriott Copley Place", category: "hotel", city: "Boston", state: "MA", zip: "02116", lat: 42.3469, lng: -71.0783 },
  { name: "The Westin Copley Place", category: "hotel", city: "Boston", state: "MA", zip: "02116", lat: 42.3487, lng: -71.077 },
  { name: "Sheraton Boston Hotel", category: "hotel", city: "Boston", state: "MA", zip: "02199", lat: 42.3475, lng: -71.0847 },
  { name: "Hilton Boston Park Plaza", category: "hotel", city: "Boston", state: "MA", zip: "02116", lat: 42.3513, lng: -71.0686 },
  { name: "Loews Boston Hotel", category: "hotel", city: "Boston", state: "MA", zip: "02116", lat: 42.3491, lng: -71.0718 },
  { name: "Revere Hotel Boston Common", category: "hotel", city: "Boston", state: "MA", zip: "02116", lat: 42.351, lng: -71.0665 },
  { name: "Hyatt Regency Boston", category: "hotel", city: "Boston", state: "MA", zip: "02111", lat: 42.3537, lng: -71.0617 },
  { name: "The Godfrey Hotel Boston", category: "hotel", city: "Boston", state: "MA", zip: "02111", lat: 42.3546, lng: -71.0618 },
  { name: "Boston Marriott Long Wharf", category: "hotel", city: "Boston", state: "MA", zip: "02109", lat: 42.3602, lng: -71.0505 },
  { name: "Battery Wharf Hotel", category: "hotel", city: "Boston", state: "MA", zip: "02109", lat: 42.367, lng: -71.0503 },
  { name: "InterContinental Boston", category: "hotel", city: "Boston", state: "MA", zip: "02210", lat: 42.3537, lng: -71.0527 },
  { name: "The Envoy Hotel", category: "hotel", city: "Boston", state: "MA", zip: "02210", lat: 42.3532, lng: -71.048 },
  { name: "The Westin Boston Seaport District", category: "hotel", city: "Boston", state: "MA", zip: "02210", lat: 42.3454, lng: -71.0436 },
  { name: "Omni Boston Hotel at the Seaport", category: "hotel", city: "Boston", state: "MA", zip: "02210", lat: 42.3472, lng: -71.0432 },
  { name: "Renaissance Boston Waterfront Hotel", category: "hotel", city: "Boston", state: "MA", zip: "02210", lat: 42.3488, lng: -71.0395 },
  { name: "Seaport Hotel", category: "hotel", city: "Boston", state: "MA", zip: "02210", lat: 42.349, lng: -71.0418 },
  { name: "Aloft Boston Seaport District", category: "hotel", city: "Boston", state: "MA", zip: "02210", lat: 42.3447, lng: -71.0446 },
  { name: "Hyatt Regency Boston Harbor", category: "hotel", city: "Boston", state: "MA", zip: "02128", lat: 42.3603, lng: -71.0258 },
  { name: "Hilton Boston Logan Airport", category: "hotel", city: "Boston", state: "MA", zip: "02128", lat: 42.3628, lng: -71.0213 },
  { name: "Embassy Suites by Hilton Boston at Logan Airport", category: "hotel", city: "Boston", state: "MA", zip: "02128", lat: 42.372, lng: -71.0325 },
  { name: "Raffles Boston", category: "hotel", city: "Boston", state: "MA", zip: "02116", lat: 42.3485, lng: -71.0738 },
  { name: "The Copley Square Hotel", category: "hotel", city: "Boston", state: "MA", zip: "02116", lat: 42.3484, lng: -71.0768 },
  { name: "Courtyard by Marriott Boston Downtown", category: "hotel", city: "Boston", state: "MA", zip: "02116", lat: 42.3502, lng: -71.065 },
  { name: "Moxy Boston Downtown", category: "hotel", city: "Boston", state: "MA", zip: "02116", lat: 42.351, lng: -71.0648 },
  { name: "Kimpton Nine Zero Hotel", category: "hotel", city: "Boston", state: "MA", zip: "02108", lat: 42.3572, lng: -71.0612 },
  { name: "The Whitney Hotel", category: "hotel", city: "Boston", state: "MA", zip: "02114", lat: 42.3597, lng: -71.0707 },
  { name: "The Boxer Boston", category: "hotel", city: "Boston", state: "MA", zip: "02114", lat: 42.3637, lng: -71.0617 },
  { name: "citizenM Boston North Station", category: "hotel", city: "Boston", state: "MA", zip: "02114", lat: 42.3653, lng: -71.0607 },
  { name: "Hilton Boston Downtown/Faneuil Hall", category: "hotel", city: "Boston", state: "MA", zip: "02110", lat: 42.3578, lng: -71.0537 },
  { name: "Canopy by Hilton Boston Downtown", category: "hotel", city: "Boston", state: "MA", zip: "02109", lat: 42.3616, lng: -71.0568 },
  { name: "The Bostonian Boston", category: "hotel", city: "Boston", state: "MA", zip: "02109", lat: 42.3609, lng: -71.0563 },
  { name: "The Verb Hotel", category: "hotel", city: "Boston", state: "MA", zip: "02215", lat: 42.3461, lng: -71.0993 },
  { name: "Hotel Buckminster", category: "hotel", city: "Boston", state: "MA", zip: "02215", lat: 42.3489, lng: -71.0972 },
  { name: "Element Boston Seaport District", category: "hotel", city: "Boston", state: "MA", zip: "02210", lat: 42.3449, lng: -71.0439 },
  { name: "YOTEL Boston", category: "hotel", city: "Boston", state: "MA", zip: "02210", lat: 42.3508, lng: -71.0442 },
  { name: "Hampton Inn & Suites Boston Crosstown Center", category: "hotel", city: "Boston", state: "MA", zip: "02118", lat: 42.3325, lng: -71.0744 },
  // Cambridge and the ring of towns around Boston
  { name: "The Charles Hotel", category: "hotel", city: "Cambridge", state: "MA", zip: "02138", lat: 42.3723, lng: -71.1216 },
  { name: "Sheraton Commander Hotel", category: "hotel", city: "Cambridge", state: "MA", zip: "02138", lat: 42.3777, lng: -71.1225 },
  { name: "Hyatt Regency Cambridge", category: "hotel", city: "Cambridge", state: "MA", zip: "02139", lat: 42.3534, lng: -71.1058 },
  { name: "Boston Marriott Cambridge", category: "hotel", city: "Cambridge", state: "MA", zip: "02142", lat: 42.363, lng: -71.0852 },
  { name: "Royal Sonesta Boston", category: "hotel", city: "Cambridge", state: "MA", zip: "02142", lat: 42.3651, lng: -71.0773 },
  { name: "Kimpton Hotel Marlowe", category: "hotel", city: "Cambridge", state: "MA", zip: "02141", lat: 42.3679, lng: -71.0756 },
  { name: "Encore Boston Harbor", category: "hotel", city: "Everett", state: "MA", zip: "02149", lat: 42.3948, lng: -71.0716 },
  { name: "Mount Auburn Hospital", category: "hospital", city: "Cambridge", state: "MA", zip: "02138", lat: 42.3741, lng: -71.1331 },
  { name: "Cambridge Hospital", category: "hospital", city: "Cambridge", state: "MA", zip: "02139", lat: 42.3752, lng: -71.1045 },
  { name: "Lahey Hospital & Medical Center", category: "hospital", city: "Burlington", state: "MA", zip: "01805", lat: 42.4849, lng: -71.203 },
  { name: "Newton-Wellesley Hospital", category: "hospital", city: "Newton", state: "MA", zip: "02462", lat: 42.3311, lng: -71.2458 },
  { name: "South Shore Hospital", category: "hospital", city: "Weymouth", state: "MA", zip: "02190", lat: 42.1985, lng: -70.953 },
  { name: "Salem Hospital", category: "hospital", city: "Salem", state: "MA", zip: "01970", lat: 42.5094, lng: -70.9006 },
  { name: "Emerson Hospital", category: "hospital", city: "Concord", state: "MA", zip: "01742", lat: 42.4423, lng: -71.363 },
  { name: "Route 128 Station", category: "station", city: "Westwood", state: "MA", zip: "02090", lat: 42.2103, lng: -71.1474 },
  { name: "Anderson Regional Transportation Center", category: "station", city: "Woburn", state: "MA", zip: "01801", lat: 42.5168, lng: -71.1389 },
  { name: "Framingham Station", category: "station", city: "Framingham", state: "MA", zip: "01702", lat: 42.2763, lng: -71.4162 },
  { name: "Salem Station", category: "station", city: "Salem", state: "MA", zip: "01970", lat: 42.5243, lng: -70.8958 },
  { name: "Salem Ferry Terminal", category: "ferry_terminal", city: "Salem", state: "MA", zip: "01970", lat: 42.5216, lng: -70.885 },
  { name: "Hingham Shipyard Ferry Terminal", category: "ferry_terminal", city: "Hingham", state: "MA", zip: "02043", lat: 42.2525, lng: -70.9198 },
  { name: "Gillette Stadium", category: "stadium", city: "Foxborough", state: "MA", zip: "02035", lat: 42.0909, lng: -71.2643, landmark: true },
  { name: "Renaissance Boston Patriot Place Hotel", category: "hotel", city: "Foxborough", state: "MA", zip: "02035", lat: 42.0917, lng: -71.2666 },
  { name: "Xfinity Center", category: "stadium", city: "Mansfield", state: "MA", zip: "02048", lat: 41.9926, lng: -71.2177 },
  { name: "Le Méridien Boston Cambridge", category: "hotel", city: "Cambridge", state: "MA", zip: "02139", lat: 42.3622, lng: -71.101 },
  { name: "The Kendall Hotel", category: "hotel", city: "Cambridge", state: "MA", zip: "02142", lat: 42.3626, lng: -71.0856 },
  { name: "Harvard Square Hotel", category: "hotel", city: "Cambridge", state: "MA", zip: "02138", lat: 42.3721, lng: -71.1207 },
  { name: "The Inn at Harvard", category: "hotel", city: "Cambridge", state: "MA", zip: "02138", lat: 42.3718, lng: -71.1144 },
  { name: "Boston Marriott Burlington", category: "hotel", city: "Burlington", state: "MA", zip: "01803", lat: 42.4829, lng: -71.2121 },
  { name: "The Westin Waltham Boston", category: "hotel", city: "Waltham", state: "MA", zip: "02451", lat: 42.3995, lng: -71.2595 },
  { name: "Boston Marriott Newton", category: "hotel", city: "Newton", state: "MA", zip: "02466", lat: 42.3459, lng: -71.2492 },
  { name: "The Salem Waterfront Hotel", category: "hotel", city: "Salem", state: "MA", zip: "01970", lat: 42.5205, lng: -70.8887 },
  { name: "Hawthorne Hotel", category: "hotel", city: "Salem", state: "MA", zip: "01970", lat: 42.523, lng: -70.8905 },
  { name: "Mansfield Station", category: "station", city: "Mansfield", state: "MA", zip: "02048", lat: 42.0326, lng: -71.2193 },
  { name: "Attleboro Station", category: "station", city: "Attleboro", state: "MA", zip: "02703", lat: 41.9409, lng: -71.2852 },
  // North of Boston and the Merrimack valley
  { name: "Lowell Gallagher Terminal", category: "station", city: "Lowell", state: "MA", zip: "01852", lat: 42.6355, lng: -71.3142 },
  { name: "Haverhill Station", category: "station", city: "Haverhill", state: "MA", zip: "01830", lat: 42.7733, lng: -71.086 },
  { name: "Newburyport Station", category: "station", city: "Newburyport", state: "MA", zip: "01950", lat: 42.7977, lng: -70.8774 },
  { name: "Tsongas Center", category: "stadium", city: "Lowell", state: "MA", zip: "01854", lat: 42.6494, lng: -71.3115 },
  // Central and western Massachusetts
  { name: "Worcester Union Station", category: "station", city: "Worcester", state: "MA", zip: "01608", lat: 42.2615, lng: -71.7947 },
  { name: "DCU Center", category: "convention_centre", city: "Worcester", state: "MA", zip: "01608", lat: 42.2654, lng: -71.8018 },
  { name: "Polar Park", category: "stadium", city: "Worcester", state: "MA", zip: "01608", lat: 42.2563, lng: -71.8002 },
  { name: "UMass Memorial Medical Center", category: "hospital", city: "Worcester", state: "MA", zip: "01605", lat: 42.2766, lng: -71.7609 },
  { name: "Springfield Union Station", category: "station", city: "Springfield", state: "MA", zip: "01103", lat: 42.1064, lng: -72.5935 },
  { name: "MassMutual Center", category: "convention_centre", city: "Springfield", state: "MA", zip: "01103", lat: 42.1008, lng: -72.5899 },
  { name: "MGM Springfield", category: "hotel", city: "Springfield", state: "MA", zip: "01103", lat: 42.1008, lng: -72.587 },
  { name: "Baystate Medical Center", category: "hospital", city: "Springfield", state: "MA", zip: "01107", lat: 42.12, lng: -72.604 },
  // Cape Cod
  { name: "Hyannis Transportation Center", category: "station", city: "Hyannis", state: "MA", zip: "02601", lat: 41.6565, lng: -70.2797 },
  { name: "Steamship Authority Hyannis Terminal", category: "ferry_terminal", city: "Hyannis", state: "MA", zip: "02601", lat: 41.6482, lng: -70.2797 },
  { name: "Hy-Line Cruises Ocean Street Dock", category: "ferry_terminal", city: "Hyannis", state: "MA", zip: "02601", lat: 41.6474, lng: -70.2775 },
  { name: "Steamship Authority Woods Hole Terminal", category: "ferry_terminal", city: "Woods Hole", state: "MA", zip: "02543", lat: 41.5219, lng: -70.6697 },
  { name: "MacMillan Pier", category: "ferry_terminal", city: "Provincetown", state: "MA", zip: "02657", lat: 42.0494, lng: -70.1856 },
  { name: "Cape Cod Hospital", category: "hospital", city: "Hyannis", state: "MA", zip: "02601", lat: 41.653, lng: -70.2822 },
  { name: "Chatham Bars Inn", category: "hotel", city: "Chatham", state: "MA", zip: "02633", lat: 41.6879, lng: -69.9493 },
  // Rhode Island
  { name: "Providence Station", category: "station", city: "Providence", state: "RI", zip: "02903", lat: 41.829, lng: -71.4131 },
  { name: "Rhode Island Convention Center", category: "convention_centre", city: "Providence", state: "RI", zip: "02903", lat: 41.8238, lng: -71.4158 },
  { name: "Amica Mutual Pavilion", category: "stadium", city: "Providence", state: "RI", zip: "02903", lat: 41.8232, lng: -71.4182 },
  { name: "Rhode Island Hospital", category: "hospital", city: "Providence", state: "RI", zip: "02903", lat: 41.8117, lng: -71.4089 },
  { name: "The Chanler at Cliff Walk", category: "hotel", city: "Newport", state: "RI", zip: "02840", lat: 41.4749, lng: -71.2987 },
  { name: "Hotel Viking", category: "hotel", city: "Newport", state: "RI", zip: "02840", lat: 41.488, lng: -71.3105 },
  { name: "Westerly Station", category: "station", city: "Westerly", state: "RI", zip: "02891", lat: 41.3814, lng: -71.8316 },
  // Connecticut
  { name: "Hartford Union Station", category: "station", city: "Hartford", state: "CT", zip: "06103", lat: 41.7686, lng: -72.6819 },
  { name: "Connecticut Convention Center", category: "convention_centre", city: "Hartford", state: "CT", zip: "06103", lat: 41.762, lng: -72.668 },
  { name: "XL Center", category: "stadium", city: "Hartford", state: "CT", zip: "06103", lat: 41.7686, lng: -72.6772 },
  { name: "Hartford Hospital", category: "hospital", city: "Hartford", state: "CT", zip: "06106", lat: 41.7547, lng: -72.6803 },
  { name: "Pratt & Whitney Stadium at Rentschler Field", category: "stadium", city: "East Hartford", state: "CT", zip: "06108", lat: 41.7597, lng: -72.619 },
  { name: "New Haven Union Station", category: "station", city: "New Haven", state: "CT", zip: "06519", lat: 41.2973, lng: -72.9266 },
  { name: "Yale New Haven Hospital", category: "hospital", city: "New Haven", state: "CT", zip: "06519", lat: 41.304, lng: -72.9355 },
  { name: "Stamford Station", category: "station", city: "Stamford", state: "CT", zip: "06902", lat: 41.0468, lng: -73.5419 },
  { name: "Mohegan Sun", category: "hotel", city: "Uncasville", state: "CT", zip: "06382", lat: 41.4902, lng: -72.0903 },
  { name: "Foxwoods Resort Casino", category: "hotel", city: "Mashantucket", state: "CT", zip: "06338", lat: 41.4735, lng: -71.9599 },
  { name: "New London Union Station", category: "station", city: "New London", state: "CT", zip: "06320", lat: 41.3543, lng: -72.0933 },
  { name: "Cross Sound Ferry Terminal", category: "ferry_terminal", city: "New London", state: "CT", zip: "06320", lat: 41.3545, lng: -72.0936 },
  { name: "Old Saybrook Station", category: "station", city: "Old Saybrook", state: "CT", zip: "06475", lat: 41.3001, lng: -72.3761 },
  { name: "Bridgeport Station", category: "station", city: "Bridgeport", state: "CT", zip: "06604", lat: 41.1783, lng: -73.1874 },
  // New Hampshire and Maine
  { name: "SNHU Arena", category: "stadium", city: "Manchester", state: "NH", zip: "03101", lat: 42.9887, lng: -71.4637 },
  { name: "Portland Transportation Center", category: "station", city: "Portland", state: "ME", zip: "04102", lat: 43.6531, lng: -70.2898 },
  { name: "Durham-UNH Station", category: "station", city: "Durham", state: "NH", zip: "03824", lat: 43.1391, lng: -70.9348 },
  // New York: where long trips end
  { name: "New York Penn Station", category: "station", city: "New York", state: "NY", zip: "10001", lat: 40.7506, lng: -73.9935, landmark: true },
  { name: "Grand Central Terminal", category: "station", city: "New York", state: "NY", zip: "10017", lat: 40.7527, lng: -73.9772, landmark: true },
  { name: "Madison Square Garden", category: "stadium", city: "New York", state: "NY", zip: "10001", lat: 40.7505, lng: -73.9934, landmark: true },
  { name: "Yankee Stadium", category: "stadium", city: "Bronx", state: "NY", zip: "10451", lat: 40.8296, lng: -73.9262, landmark: true },
  { name: "MetLife Stadium", category: "stadium", city: "East Rutherford", state: "NJ", zip: "07073", lat: 40.8135, lng: -74.0745, landmark: true },
  { name: "The Plaza", category: "hotel", city: "New York", state: "NY", zip: "10019", lat: 40.7646, lng: -73.9744 },
  { name: "The St. Regis New York", category: "hotel", city: "New York", state: "NY", zip: "10022", lat: 40.7614, lng: -73.9743 },
  { name: "The Pierre", category: "hotel", city: "New York", state: "NY", zip: "10065", lat: 40.7652, lng: -73.9718 },
];
