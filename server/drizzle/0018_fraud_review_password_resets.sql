CREATE TABLE "ambassador_password_resets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ambassador_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ambassador_password_resets_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "ambassador_sessions" ADD COLUMN "ip" text;--> statement-breakpoint
ALTER TABLE "ambassador_sessions" ADD COLUMN "device_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "device_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "client_ip" text;--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "review_status" text;--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "review_reasons" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "reviewed_by" uuid;--> statement-breakpoint
ALTER TABLE "ambassador_password_resets" ADD CONSTRAINT "ambassador_password_resets_ambassador_id_brand_ambassadors_id_fk" FOREIGN KEY ("ambassador_id") REFERENCES "public"."brand_ambassadors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ambassador_password_resets_ambassador_idx" ON "ambassador_password_resets" USING btree ("ambassador_id");--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_reviewed_by_staff_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "referrals_review_idx" ON "referrals" USING btree ("review_status","created_at") WHERE review_status is not null;