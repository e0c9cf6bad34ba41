CREATE INDEX "orders_email_trgm_idx" ON "orders" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_payer_name_trgm_idx" ON "orders" USING gin (("first_name" || ' ' || "last_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_name_trgm_idx" ON "orders" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "reservations_booking_number_trgm_idx" ON "reservations" USING gin ("booking_number" gin_trgm_ops);