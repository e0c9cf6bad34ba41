CREATE TABLE "rate_plan_room_types" (
	"rate_plan_id" integer NOT NULL,
	"room_type_id" integer NOT NULL,
	CONSTRAINT "rate_plan_room_types_rate_plan_id_room_type_id_pk" PRIMARY KEY("rate_plan_id","room_type_id")
);
--> statement-breakpoint
CREATE TABLE "room_type_features" (
	"room_type_id" integer NOT NULL,
	"feature_id" integer NOT NULL,
	CONSTRAINT "room_type_features_room_type_id_feature_id_pk" PRIMARY KEY("room_type_id","feature_id")
);
--> statement-breakpoint
ALTER TABLE "hotel_features" ADD COLUMN "scope" text DEFAULT 'hotel' NOT NULL;--> statement-breakpoint
ALTER TABLE "hotel_features" ADD COLUMN "feature_group" text DEFAULT 'general' NOT NULL;--> statement-breakpoint
ALTER TABLE "hotel_features" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "rate_plans" ADD COLUMN "meal_plan" text DEFAULT 'room_only' NOT NULL;--> statement-breakpoint
ALTER TABLE "rate_plans" ADD COLUMN "cancellation_policy_id" integer;--> statement-breakpoint
ALTER TABLE "room_types" ADD COLUMN "beds" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "room_types" ADD COLUMN "size_sqm" smallint;--> statement-breakpoint
ALTER TABLE "rate_plan_room_types" ADD CONSTRAINT "rate_plan_room_types_rate_plan_id_rate_plans_id_fk" FOREIGN KEY ("rate_plan_id") REFERENCES "public"."rate_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_plan_room_types" ADD CONSTRAINT "rate_plan_room_types_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_type_features" ADD CONSTRAINT "room_type_features_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_type_features" ADD CONSTRAINT "room_type_features_feature_id_hotel_features_id_fk" FOREIGN KEY ("feature_id") REFERENCES "public"."hotel_features"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rate_plan_room_types_room_idx" ON "rate_plan_room_types" USING btree ("room_type_id");--> statement-breakpoint
ALTER TABLE "rate_plans" ADD CONSTRAINT "rate_plans_cancellation_policy_id_cancellation_policies_id_fk" FOREIGN KEY ("cancellation_policy_id") REFERENCES "public"."cancellation_policies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_features" ADD CONSTRAINT "hotel_features_scope_ck" CHECK ("hotel_features"."scope" in ('hotel', 'room'));--> statement-breakpoint
ALTER TABLE "rate_plans" ADD CONSTRAINT "rate_plans_meal_plan_ck" CHECK ("rate_plans"."meal_plan" in ('room_only', 'breakfast', 'half_board', 'full_board', 'all_inclusive'));--> statement-breakpoint
ALTER TABLE "room_types" ADD CONSTRAINT "room_types_size_ck" CHECK ("room_types"."size_sqm" is null or "room_types"."size_sqm" > 0);--> statement-breakpoint
-- Backfill (hand-written): a plan that had breakfast keeps it as its meal plan; every existing plan sells every room
-- type of its hotel, as it did before the link table existed.
UPDATE "rate_plans" SET "meal_plan" = 'breakfast' WHERE "breakfast_included";--> statement-breakpoint
INSERT INTO "rate_plan_room_types" ("rate_plan_id", "room_type_id")
SELECT "rate_plans"."id", "room_types"."id" FROM "rate_plans" JOIN "room_types" ON "room_types"."service_id" = "rate_plans"."service_id"
ON CONFLICT DO NOTHING;
