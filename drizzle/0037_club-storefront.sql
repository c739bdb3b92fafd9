-- A club's name and address show on its products' cards (the catalogue cache): renaming it or
-- deleting it is a change of the catalogue, as an edit of its products is.
CREATE CONSTRAINT TRIGGER "clubs_bump_catalog_version" AFTER DELETE OR UPDATE OF "slug", "name" ON "clubs" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_catalog_version"();
