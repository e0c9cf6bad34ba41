CREATE INDEX "reservation_hotel_items_check_in_idx" ON "reservation_hotel_items" USING btree ("check_in","reservation_id");--> statement-breakpoint
CREATE INDEX "reservation_package_items_start_idx" ON "reservation_package_items" USING btree ("start_date");--> statement-breakpoint
CREATE INDEX "reservation_tour_items_date_idx" ON "reservation_tour_items" USING btree ("slot_date");