ALTER TABLE "bank_details" ADD COLUMN "account_holder_name" text;--> statement-breakpoint
ALTER TABLE "bank_details" ADD COLUMN "tax_id_encrypted" text;--> statement-breakpoint
ALTER TABLE "bank_details" ADD COLUMN "tax_id_masked" text;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "available_notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sent_emails" ADD COLUMN "ambassador_id" uuid;--> statement-breakpoint
ALTER TABLE "sent_emails" ADD COLUMN "event_key" text;--> statement-breakpoint
ALTER TABLE "sent_emails" ADD CONSTRAINT "sent_emails_ambassador_id_brand_ambassadors_id_fk" FOREIGN KEY ("ambassador_id") REFERENCES "public"."brand_ambassadors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sent_emails" ADD CONSTRAINT "sent_emails_event_key_unique" UNIQUE("event_key");