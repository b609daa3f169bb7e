-- The seller's rating and review count on each listing, for the 'rating' sort's own index
-- (docs/decisions/087-every-sort-from-an-index.md): users.rating and users.review_count stay the truth,
-- and these two triggers copy them, so no write path can forget to.
ALTER TABLE "listings" ADD COLUMN "seller_rating" real DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "seller_review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The listings already there (a seller without reviews keeps the defaults).
UPDATE "listings" SET "seller_rating" = "users"."rating", "seller_review_count" = "users"."review_count"
FROM "users"
WHERE "users"."id" = "listings"."seller_id" AND ("users"."rating" <> 0 OR "users"."review_count" <> 0);--> statement-breakpoint
-- A new listing, or one given to another seller, takes its seller's figures.
CREATE FUNCTION "listing_takes_seller_rating"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT "rating", "review_count" INTO NEW."seller_rating", NEW."seller_review_count"
  FROM "users" WHERE "id" = NEW."seller_id";
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "listings_take_seller_rating" BEFORE INSERT OR UPDATE OF "seller_id" ON "listings"
  FOR EACH ROW EXECUTE FUNCTION "listing_takes_seller_rating"();--> statement-breakpoint
-- A seller's rating changes (a review written, edited, hidden or shown again): every listing of theirs follows.
CREATE FUNCTION "seller_rating_to_listings"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "listings" SET "seller_rating" = NEW."rating", "seller_review_count" = NEW."review_count"
  WHERE "seller_id" = NEW."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_rating_to_listings" AFTER UPDATE OF "rating", "review_count" ON "users"
  FOR EACH ROW WHEN (OLD."rating" IS DISTINCT FROM NEW."rating" OR OLD."review_count" IS DISTINCT FROM NEW."review_count")
  EXECUTE FUNCTION "seller_rating_to_listings"();--> statement-breakpoint
CREATE INDEX "listings_live_rating_idx" ON "listings" USING btree ("seller_rating" DESC NULLS FIRST,"seller_review_count" DESC NULLS FIRST,"created_at" DESC NULLS LAST,"id" DESC NULLS FIRST) WHERE "status" = 'approved' and "is_available" = true and "seller_suspended" = false;
