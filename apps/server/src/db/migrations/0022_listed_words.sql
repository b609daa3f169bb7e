-- Every word of every listing's search vector, kept by a trigger and never removed: a search word that no
-- entry starts with is in no listing, which one probe of the index proves
-- (docs/decisions/086-listed-words-prove-a-search-empty.md). Filled from the listings there are.
CREATE TABLE "listed_words" (
	"word" text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "listed_words_word_idx" ON "listed_words" USING btree ("word" text_pattern_ops);--> statement-breakpoint
CREATE FUNCTION "listed_words_from_listing"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "listed_words" ("word")
  SELECT "lexeme" FROM unnest(NEW."search_vector")
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- The columns the search vector is made of (schema.ts, listings.searchVector).
CREATE TRIGGER "listings_listed_words" AFTER INSERT OR UPDATE OF "title", "brand", "description", "specs" ON "listings"
  FOR EACH ROW EXECUTE FUNCTION "listed_words_from_listing"();--> statement-breakpoint
INSERT INTO "listed_words" ("word")
SELECT DISTINCT "lexeme" FROM "listings", unnest("listings"."search_vector")
ON CONFLICT DO NOTHING;
