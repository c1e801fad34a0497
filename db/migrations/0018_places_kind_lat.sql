-- A map's labels (GET /api/places/nearby): the cities and airports between the map's latitudes, read
-- through this index, instead of a scan of every place (about 62,000 rows per new map view; a view
-- around Boston reads about 1,000).
CREATE INDEX `places_kind_lat_idx` ON `places` (`kind`, `lat`);
