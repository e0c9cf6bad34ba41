CREATE TABLE "search_index_versions" (
	"index_name" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_records" (
	"index_name" text NOT NULL,
	"object_id" text NOT NULL,
	"record" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_records_index_name_object_id_pk" PRIMARY KEY("index_name","object_id")
);
