ALTER TABLE "site_pages" ADD COLUMN "seo_descriptions" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "site_pages" ADD COLUMN "social_image_url" text;--> statement-breakpoint
ALTER TABLE "site_pages" ADD COLUMN "no_index" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "site_pages" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;