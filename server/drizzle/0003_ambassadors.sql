CREATE TABLE "ambassador_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ambassador_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_details" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ambassador_id" uuid NOT NULL,
	"payment_method" text NOT NULL,
	"account_number_encrypted" text,
	"account_number_masked" text,
	"routing_number_encrypted" text,
	"routing_number_masked" text,
	"iban_encrypted" text,
	"iban_masked" text,
	"swift_bic" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brand_ambassadors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"country" text NOT NULL,
	"phone" text NOT NULL,
	"about" text,
	"website" text,
	"instagram" text,
	"tiktok" text,
	"youtube" text,
	"facebook" text,
	"pinterest" text,
	"locale" text DEFAULT 'en' NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"referral_code" text NOT NULL,
	"recruiter_id" uuid,
	"token_version" integer DEFAULT 0 NOT NULL,
	"activated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brand_ambassadors_email_unique" UNIQUE("email"),
	CONSTRAINT "brand_ambassadors_referral_code_unique" UNIQUE("referral_code")
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ambassador_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"idempotency_key" text NOT NULL,
	"available_at" timestamp with time zone DEFAULT now() NOT NULL,
	"order_id" uuid,
	"referral_id" uuid,
	"payout_id" uuid,
	"reversal_of" uuid,
	"source_amount" integer,
	"source_currency" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "referral_visits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "referral_visits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"ambassador_id" uuid NOT NULL,
	"locale" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ambassador_id" uuid NOT NULL,
	"referred_type" text NOT NULL,
	"order_id" uuid,
	"referred_ambassador_id" uuid,
	"name" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"completes_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referrals_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "referrals_referred_ambassador_id_unique" UNIQUE("referred_ambassador_id")
);
--> statement-breakpoint
CREATE TABLE "reward_payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ambassador_id" uuid NOT NULL,
	"bank_detail_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"payment_method" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ambassador_sessions" ADD CONSTRAINT "ambassador_sessions_ambassador_id_brand_ambassadors_id_fk" FOREIGN KEY ("ambassador_id") REFERENCES "public"."brand_ambassadors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_details" ADD CONSTRAINT "bank_details_ambassador_id_brand_ambassadors_id_fk" FOREIGN KEY ("ambassador_id") REFERENCES "public"."brand_ambassadors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_ambassadors" ADD CONSTRAINT "brand_ambassadors_recruiter_id_brand_ambassadors_id_fk" FOREIGN KEY ("recruiter_id") REFERENCES "public"."brand_ambassadors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_ambassador_id_brand_ambassadors_id_fk" FOREIGN KEY ("ambassador_id") REFERENCES "public"."brand_ambassadors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_referral_id_referrals_id_fk" FOREIGN KEY ("referral_id") REFERENCES "public"."referrals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_payout_id_reward_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."reward_payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_reversal_of_ledger_entries_id_fk" FOREIGN KEY ("reversal_of") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_visits" ADD CONSTRAINT "referral_visits_ambassador_id_brand_ambassadors_id_fk" FOREIGN KEY ("ambassador_id") REFERENCES "public"."brand_ambassadors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_ambassador_id_brand_ambassadors_id_fk" FOREIGN KEY ("ambassador_id") REFERENCES "public"."brand_ambassadors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referred_ambassador_id_brand_ambassadors_id_fk" FOREIGN KEY ("referred_ambassador_id") REFERENCES "public"."brand_ambassadors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_payouts" ADD CONSTRAINT "reward_payouts_ambassador_id_brand_ambassadors_id_fk" FOREIGN KEY ("ambassador_id") REFERENCES "public"."brand_ambassadors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_payouts" ADD CONSTRAINT "reward_payouts_bank_detail_id_bank_details_id_fk" FOREIGN KEY ("bank_detail_id") REFERENCES "public"."bank_details"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ambassador_sessions_ambassador_idx" ON "ambassador_sessions" USING btree ("ambassador_id");--> statement-breakpoint
CREATE INDEX "bank_details_ambassador_idx" ON "bank_details" USING btree ("ambassador_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "brand_ambassadors_recruiter_idx" ON "brand_ambassadors" USING btree ("recruiter_id");--> statement-breakpoint
CREATE INDEX "brand_ambassadors_status_created_idx" ON "brand_ambassadors" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ledger_entries_ambassador_created_idx" ON "ledger_entries" USING btree ("ambassador_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ledger_entries_payable_idx" ON "ledger_entries" USING btree ("ambassador_id","available_at") WHERE payout_id is null;--> statement-breakpoint
CREATE INDEX "ledger_entries_order_idx" ON "ledger_entries" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_payout_idx" ON "ledger_entries" USING btree ("payout_id");--> statement-breakpoint
CREATE INDEX "referral_visits_ambassador_idx" ON "referral_visits" USING btree ("ambassador_id","created_at");--> statement-breakpoint
CREATE INDEX "referrals_ambassador_created_idx" ON "referrals" USING btree ("ambassador_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reward_payouts_ambassador_created_idx" ON "reward_payouts" USING btree ("ambassador_id","created_at" DESC NULLS LAST);