-- Trigram indexes for the panel lists' name and product-code search (ILIKE %…%). pg_trgm is a trusted extension
-- (PostgreSQL 13+), so a database owner may create it; PGlite loads it from its contrib bundle (db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "service_translations_name_trgm_idx" ON "service_translations" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "services_product_code_trgm_idx" ON "services" USING gin ("product_code" gin_trgm_ops);