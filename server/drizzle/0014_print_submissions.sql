CREATE TABLE "print_events" (
	"id" text PRIMARY KEY NOT NULL,
	"submission_id" uuid,
	"partner_status" text NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "print_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"partner" text NOT NULL,
	"partner_job_id" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"partner_status" text,
	"reason" text,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "print_submissions_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
ALTER TABLE "print_events" ADD CONSTRAINT "print_events_submission_id_print_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."print_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_submissions" ADD CONSTRAINT "print_submissions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "print_submissions_partner_job_unique" ON "print_submissions" USING btree ("partner","partner_job_id");