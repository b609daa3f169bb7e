ALTER TABLE "listings" ADD COLUMN "district" text;--> statement-breakpoint
CREATE INDEX "listings_live_district_price_idx" ON "listings" USING btree ("district","price","created_at" DESC NULLS LAST,"id" DESC NULLS FIRST) WHERE "status" = 'approved' and "is_available" = true and "seller_suspended" = false;--> statement-breakpoint
-- Existing listings get the district their location names (docs/decisions/075-district-filter-and-brand-counts.md):
-- a district name as a whole word first, else a main town of it; no match leaves null.
UPDATE "listings" AS l SET "district" = m."district"
FROM (
  SELECT ls."id", (
    SELECT p."district" FROM (VALUES
      ('Colombo', 'Colombo', 1),
      ('Dehiwala-Mount Lavinia', 'Colombo', 2),
      ('Moratuwa', 'Colombo', 2),
      ('Nugegoda', 'Colombo', 2),
      ('Maharagama', 'Colombo', 2),
      ('Kottawa', 'Colombo', 2),
      ('Gampaha', 'Gampaha', 1),
      ('Negombo', 'Gampaha', 2),
      ('Kadawatha', 'Gampaha', 2),
      ('Ja-Ela', 'Gampaha', 2),
      ('Wattala', 'Gampaha', 2),
      ('Kalutara', 'Kalutara', 1),
      ('Panadura', 'Kalutara', 2),
      ('Horana', 'Kalutara', 2),
      ('Kandy', 'Kandy', 1),
      ('Peradeniya', 'Kandy', 2),
      ('Katugastota', 'Kandy', 2),
      ('Matale', 'Matale', 1),
      ('Dambulla', 'Matale', 2),
      ('Nuwara Eliya', 'Nuwara Eliya', 1),
      ('Hatton', 'Nuwara Eliya', 2),
      ('Galle', 'Galle', 1),
      ('Hikkaduwa', 'Galle', 2),
      ('Ambalangoda', 'Galle', 2),
      ('Matara', 'Matara', 1),
      ('Weligama', 'Matara', 2),
      ('Hambantota', 'Hambantota', 1),
      ('Tangalle', 'Hambantota', 2),
      ('Jaffna', 'Jaffna', 1),
      ('Chavakachcheri', 'Jaffna', 2),
      ('Kilinochchi', 'Kilinochchi', 1),
      ('Mannar', 'Mannar', 1),
      ('Mullaitivu', 'Mullaitivu', 1),
      ('Vavuniya', 'Vavuniya', 1),
      ('Trincomalee', 'Trincomalee', 1),
      ('Batticaloa', 'Batticaloa', 1),
      ('Ampara', 'Ampara', 1),
      ('Kalmunai', 'Ampara', 2),
      ('Kurunegala', 'Kurunegala', 1),
      ('Kuliyapitiya', 'Kurunegala', 2),
      ('Puttalam', 'Puttalam', 1),
      ('Chilaw', 'Puttalam', 2),
      ('Anuradhapura', 'Anuradhapura', 1),
      ('Polonnaruwa', 'Polonnaruwa', 1),
      ('Badulla', 'Badulla', 1),
      ('Bandarawela', 'Badulla', 2),
      ('Moneragala', 'Moneragala', 1),
      ('Wellawaya', 'Moneragala', 2),
      ('Ratnapura', 'Ratnapura', 1),
      ('Embilipitiya', 'Ratnapura', 2),
      ('Kegalle', 'Kegalle', 1),
      ('Mawanella', 'Kegalle', 2)
    ) AS p("name", "district", "rank")
    WHERE ls."location" ~* ('\m' || p."name" || '\M')
    ORDER BY p."rank", length(p."name") DESC
    LIMIT 1
  ) AS "district"
  FROM "listings" ls
  WHERE ls."location" IS NOT NULL AND ls."district" IS NULL
) AS m
WHERE l."id" = m."id" AND m."district" IS NOT NULL;

