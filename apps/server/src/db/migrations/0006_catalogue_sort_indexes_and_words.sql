CREATE TABLE "catalogue_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "listings_live_created_idx";--> statement-breakpoint
DROP INDEX "listings_live_price_idx";--> statement-breakpoint
DROP INDEX "listings_live_featured_idx";--> statement-breakpoint
CREATE INDEX "catalogue_words_trgm_idx" ON "catalogue_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "listings_live_price_high_idx" ON "listings" USING btree ("status","is_available","price" DESC NULLS FIRST,"created_at" DESC NULLS LAST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "listings_live_created_idx" ON "listings" USING btree ("status","is_available","created_at" DESC NULLS LAST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "listings_live_price_idx" ON "listings" USING btree ("status","is_available","price","created_at" DESC NULLS LAST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "listings_live_featured_idx" ON "listings" USING btree ("status","is_available","featured_at" DESC NULLS LAST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE FUNCTION "catalogue_words_from_listing"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "catalogue_words" ("word")
  SELECT DISTINCT "w" FROM regexp_split_to_table(NEW."search_name", '[^[:alnum:]]+') AS "w"
  WHERE "w" <> '' AND length("w") <= 40
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "listings_catalogue_words" AFTER INSERT OR UPDATE OF "title", "brand" ON "listings"
  FOR EACH ROW EXECUTE FUNCTION "catalogue_words_from_listing"();--> statement-breakpoint
INSERT INTO "catalogue_words" ("word")
SELECT DISTINCT "w" FROM "listings", regexp_split_to_table("listings"."search_name", '[^[:alnum:]]+') AS "w"
WHERE "w" <> '' AND length("w") <= 40
ON CONFLICT DO NOTHING;
