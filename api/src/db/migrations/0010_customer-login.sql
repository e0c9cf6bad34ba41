CREATE TABLE "customer_login_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"site_id" integer,
	"locale" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"ip" text
);
--> statement-breakpoint
CREATE TABLE "customer_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "customer_login_tokens" ADD CONSTRAINT "customer_login_tokens_site_id_partner_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."partner_sites"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_login_tokens_email_idx" ON "customer_login_tokens" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "customer_login_tokens_ip_idx" ON "customer_login_tokens" USING btree ("ip","created_at") WHERE "customer_login_tokens"."ip" is not null;--> statement-breakpoint
CREATE INDEX "customer_sessions_email_idx" ON "customer_sessions" USING btree ("email");