-- Venues in the gazetteer (issue 14): a place a chauffeur picks people up at that is neither a town nor an
-- airport (kind 'venue'), with what it is. The embedded data has the US colleges and universities of the
-- `us-colleges` package; a Photon-compatible geocoder (PLACES_PHOTON_URL) adds hotels, stations and the rest.
ALTER TABLE places ADD COLUMN category TEXT;
