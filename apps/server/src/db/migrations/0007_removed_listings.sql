CREATE TABLE "removed_listings" (
	"listing_id" uuid PRIMARY KEY NOT NULL,
	"removed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Every way a listing is deleted (by its seller, by an admin, by hand) leaves its id here.
CREATE FUNCTION "remember_removed_listing"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "removed_listings" ("listing_id") VALUES (OLD."id") ON CONFLICT DO NOTHING;
  RETURN OLD;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "listings_remember_removed" AFTER DELETE ON "listings"
  FOR EACH ROW EXECUTE FUNCTION "remember_removed_listing"();
