ALTER TABLE "saved_searches" ADD COLUMN "province" text;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "district" text;