-- Releases (issue 37): a release is claimed (sealing) before its files are verified, then sealed;
-- the release check's evidence is kept with it.
ALTER TABLE remote_releases ADD COLUMN state TEXT NOT NULL DEFAULT 'sealed' CHECK (state IN ('sealing', 'sealed'));
--> statement-breakpoint
ALTER TABLE remote_releases ADD COLUMN check_evidence TEXT;
--> statement-breakpoint
CREATE TRIGGER remote_releases_sealed_stays_sealed BEFORE UPDATE OF state ON remote_releases
WHEN old.state = 'sealed' AND new.state <> 'sealed' BEGIN
  SELECT RAISE(ABORT, 'a sealed version stays sealed');
END;
