ALTER TABLE "referral_visits" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "referral_visits" ADD COLUMN "landing_path" text;--> statement-breakpoint
ALTER TABLE "referral_visits" ADD COLUMN "visitor_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "referral_visits_visitor_unique" ON "referral_visits" USING btree ("ambassador_id","visitor_key");