ALTER TABLE "payment_events" ADD COLUMN "rejected_reason" text;--> statement-breakpoint
ALTER TABLE "customer_sessions" ADD COLUMN "site_id" integer;--> statement-breakpoint
ALTER TABLE "customer_sessions" ADD CONSTRAINT "customer_sessions_site_id_partner_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."partner_sites"("id") ON DELETE cascade ON UPDATE no action;