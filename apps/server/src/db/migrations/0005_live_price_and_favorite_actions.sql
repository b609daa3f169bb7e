CREATE TABLE "favorite_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"action" text NOT NULL,
	"listing_ids" uuid[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorite_actions_action_check" CHECK ("favorite_actions"."action" in ('added', 'removed', 'cleared', 'bulk_added', 'bulk_removed'))
);
--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "live_price" integer;--> statement-breakpoint
ALTER TABLE "favorite_actions" ADD CONSTRAINT "favorite_actions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "favorite_actions_user_idx" ON "favorite_actions" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
UPDATE "listings" SET "live_price" = "price" WHERE "status" = 'approved';--> statement-breakpoint
UPDATE "notifications" SET "type" = 'order_status_updated' WHERE "type" = 'order_status';
