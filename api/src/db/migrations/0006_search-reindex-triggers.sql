-- Search follows the catalogue (issue 3 §3) for every write, whichever code makes it: statement-level triggers on
-- the rows a service's search record is built from (catalogue.service.ts searchRecords) queue one
-- `search.reindex-service` {"serviceId": n} job per affected service, in the writer's transaction.
--
-- The jobs are exactly what SearchReindexer.enqueueServiceReindex writes (jobs.repo.ts insertJob): dedupe key
-- `search.reindex-service:<id>`, folded into the pending job with that key (the partial unique index
-- jobs_pending_dedupe_key_uq), which then runs at the earlier of the two times. A running job does not absorb
-- the change: the change gets a pending job of its own.
--
-- Statement-level triggers with transition tables: one INSERT into jobs per statement, however many rows it
-- touched. PostgreSQL does not allow transition tables on a trigger with several events, hence one trigger per
-- event. A transaction that queues a full reindex itself (the demo seed, `--scale N`) turns them off with
-- `set_config('wayhub.skip_reindex', 'on', true)` (src/db/reindex-triggers.ts).
--
-- Not watched, on purpose: availability (activity_slots, hotel_calendar, package_slots: the record holds no date
-- and the booking path writes them constantly), media, tags, details not in the record.

CREATE FUNCTION "wayhub_enqueue_service_reindex"(service_ids integer[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(current_setting('wayhub.skip_reindex', true), '') = 'on' OR service_ids IS NULL THEN
    RETURN;
  END IF;
  -- Sorted, so two transactions queueing overlapping sets take the pending-key locks in one order.
  INSERT INTO "jobs" ("kind", "payload", "dedupe_key", "status", "run_at", "max_attempts", "created_at")
  SELECT 'search.reindex-service', jsonb_build_object('serviceId', s.id), 'search.reindex-service:' || s.id, 'pending', now(), 5, now()
  FROM (SELECT DISTINCT u.id FROM unnest(service_ids) AS u(id) WHERE u.id IS NOT NULL) AS s
  ORDER BY s.id
  ON CONFLICT ("dedupe_key") WHERE "status" = 'pending' and "dedupe_key" is not null
  DO UPDATE SET "run_at" = least("jobs"."run_at", excluded."run_at");
END;
$$;
--> statement-breakpoint

-- Tables that name the service in a column (TG_ARGV[0]): the service ids of the rows the statement wrote or removed.
CREATE FUNCTION "wayhub_reindex_services_trg"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  ids integer[] := '{}';
  more integer[];
BEGIN
  IF coalesce(current_setting('wayhub.skip_reindex', true), '') = 'on' THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    EXECUTE format('SELECT array_agg(DISTINCT %I) FROM new_rows', TG_ARGV[0]) INTO more;
    ids := ids || coalesce(more, '{}');
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    EXECUTE format('SELECT array_agg(DISTINCT %I) FROM old_rows', TG_ARGV[0]) INTO more;
    ids := ids || coalesce(more, '{}');
  END IF;
  PERFORM "wayhub_enqueue_service_reindex"(ids);
  RETURN NULL;
END;
$$;
--> statement-breakpoint

-- Ticket prices name their ticket; the ticket names the service. (A price removed with its ticket or service
-- finds no ticket here: the ticket's or the service's own trigger has queued that service already.)
CREATE FUNCTION "wayhub_reindex_ticket_prices_trg"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  ticket_ids integer[] := '{}';
  more integer[];
BEGIN
  IF coalesce(current_setting('wayhub.skip_reindex', true), '') = 'on' THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT array_agg(DISTINCT "ticket_id") INTO more FROM new_rows;
    ticket_ids := ticket_ids || coalesce(more, '{}');
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    SELECT array_agg(DISTINCT "ticket_id") INTO more FROM old_rows;
    ticket_ids := ticket_ids || coalesce(more, '{}');
  END IF;
  PERFORM "wayhub_enqueue_service_reindex"(
    (SELECT array_agg(DISTINCT t."service_id") FROM "tickets" t WHERE t."id" = ANY (ticket_ids))
  );
  RETURN NULL;
END;
$$;
--> statement-breakpoint

-- A renamed or moved category changes the facet labels of the services in it, and of the services in its
-- sub-categories ("Parent > Child"). New categories hold no service yet; removed ones take their links along
-- (service_categories' own trigger).
CREATE FUNCTION "wayhub_reindex_categories_trg"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(current_setting('wayhub.skip_reindex', true), '') = 'on' THEN
    RETURN NULL;
  END IF;
  PERFORM "wayhub_enqueue_service_reindex"((
    SELECT array_agg(DISTINCT sc."service_id")
    FROM "service_categories" sc
    JOIN "categories" c ON c."id" = sc."category_id"
    WHERE c."id" IN (SELECT "id" FROM new_rows UNION SELECT "id" FROM old_rows)
       OR c."parent_id" IN (SELECT "id" FROM new_rows UNION SELECT "id" FROM old_rows)
  ));
  RETURN NULL;
END;
$$;
--> statement-breakpoint

-- A renamed location changes location_name of the services there.
CREATE FUNCTION "wayhub_reindex_locations_trg"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(current_setting('wayhub.skip_reindex', true), '') = 'on' THEN
    RETURN NULL;
  END IF;
  PERFORM "wayhub_enqueue_service_reindex"((
    SELECT array_agg(DISTINCT s."id")
    FROM "services" s
    WHERE s."location_id" IN (SELECT "id" FROM new_rows UNION SELECT "id" FROM old_rows)
  ));
  RETURN NULL;
END;
$$;
--> statement-breakpoint

-- A bucket moved to another site changes the site_ids of its services. (Removed buckets take their
-- site_bucket_services rows along, whose trigger queues the services.)
CREATE FUNCTION "wayhub_reindex_site_buckets_trg"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(current_setting('wayhub.skip_reindex', true), '') = 'on' THEN
    RETURN NULL;
  END IF;
  PERFORM "wayhub_enqueue_service_reindex"((
    SELECT array_agg(DISTINCT sbs."service_id")
    FROM "site_bucket_services" sbs
    WHERE sbs."bucket_id" IN (SELECT n."id" FROM new_rows n JOIN old_rows o ON o."id" = n."id" WHERE o."site_id" IS DISTINCT FROM n."site_id")
  ));
  RETURN NULL;
END;
$$;
--> statement-breakpoint

-- services: id; the record itself (status, slug, image, currency, rating, location, coordinates, supplier).
CREATE TRIGGER "services_reindex_ins" AFTER INSERT ON "services" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "wayhub_reindex_services_trg"('id');--> statement-breakpoint
CREATE TRIGGER "services_reindex_upd" AFTER UPDATE ON "services" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "wayhub_reindex_services_trg"('id');--> statement-breakpoint
CREATE TRIGGER "services_reindex_del" AFTER DELETE ON "services" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "wayhub_reindex_services_trg"('id');--> statement-breakpoint

-- name, description, locale fallback.
CREATE TRIGGER "service_translations_reindex_ins" AFTER INSERT ON "service_translations" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "wayhub_reindex_services_trg"('service_id');--> statement-breakpoint
CREATE TRIGGER "service_translations_reindex_upd" AFTER UPDATE ON "service_translations" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "wayhub_reindex_services_trg"('service_id');--> statement-breakpoint
CREATE TRIGGER "service_translations_reindex_del" AFTER DELETE ON "service_translations" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "wayhub_reindex_services_trg"('service_id');--> statement-breakpoint

-- categories.lvl0 / lvl1.
CREATE TRIGGER "service_categories_reindex_ins" AFTER INSERT ON "service_categories" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "wayhub_reindex_services_trg"('service_id');--> statement-breakpoint
CREATE TRIGGER "service_categories_reindex_upd" AFTER UPDATE ON "service_categories" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "wayhub_reindex_services_trg"('service_id');--> statement-breakpoint
CREATE TRIGGER "service_categories_reindex_del" AFTER DELETE ON "service_categories" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "wayhub_reindex_services_trg"('service_id');--> statement-breakpoint
CREATE TRIGGER "categories_reindex_upd" AFTER UPDATE ON "categories" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "wayhub_reindex_categories_trg"();--> statement-breakpoint

-- location_name.
CREATE TRIGGER "locations_reindex_upd" AFTER UPDATE ON "locations" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "wayhub_reindex_locations_trg"();--> statement-breakpoint

-- lowest_price: activities, events and packages from their tickets' undated prices (which pricing types count
-- lives on the ticket), hotels from their rate plans' base prices, rentals from the daily price, attractions
-- from the admission.
CREATE TRIGGER "tickets_reindex_ins" AFTER INSERT ON "tickets" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "wayhub_reindex_services_trg"('service_id');--> statement-breakpoint
CREATE TRIGGER "tickets_reindex_upd" AFTER UPDATE ON "tickets" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "wayhub_reindex_services_trg"('service_id');--> statement-breakpoint
CREATE TRIGGER "tickets_reindex_del" AFTER DELETE ON "tickets" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "wayhub_reindex_services_trg"('service_id');--> statement-breakpoint
CREATE TRIGGER "ticket_prices_reindex_ins" AFTER INSERT ON "ticket_prices" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "wayhub_reindex_ticket_prices_trg"();--> statement-breakpoint
CREATE TRIGGER "ticket_prices_reindex_upd" AFTER UPDATE ON "ticket_prices" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "wayhub_reindex_ticket_prices_trg"();--> statement-breakpoint
CREATE TRIGGER "ticket_prices_reindex_del" AFTER DELETE ON "ticket_prices" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "wayhub_reindex_ticket_prices_trg"();--> statement-breakpoint
CREATE TRIGGER "rate_plans_reindex_ins" AFTER INSERT ON "rate_plans" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "wayhub_reindex_services_trg"('service_id');--> statement-breakpoint
CREATE TRIGGER "rate_plans_reindex_upd" AFTER UPDATE ON "rate_plans" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "wayhub_reindex_services_trg"('service_id');--> statement-breakpoint
CREATE TRIGGER "rate_plans_reindex_del" AFTER DELETE ON "rate_plans" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "wayhub_reindex_services_trg"('service_id');--> statement-breakpoint
CREATE TRIGGER "rental_details_reindex_ins" AFTER INSERT ON "rental_details" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "wayhub_reindex_services_trg"('service_id');--> statement-breakpoint
CREATE TRIGGER "rental_details_reindex_upd" AFTER UPDATE ON "rental_details" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "wayhub_reindex_services_trg"('service_id');--> statement-breakpoint
CREATE TRIGGER "rental_details_reindex_del" AFTER DELETE ON "rental_details" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "wayhub_reindex_services_trg"('service_id');--> statement-breakpoint
CREATE TRIGGER "attraction_details_reindex_ins" AFTER INSERT ON "attraction_details" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "wayhub_reindex_services_trg"('service_id');--> statement-breakpoint
CREATE TRIGGER "attraction_details_reindex_upd" AFTER UPDATE ON "attraction_details" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "wayhub_reindex_services_trg"('service_id');--> statement-breakpoint
CREATE TRIGGER "attraction_details_reindex_del" AFTER DELETE ON "attraction_details" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "wayhub_reindex_services_trg"('service_id');--> statement-breakpoint

-- site_ids: which sites sell the service (it is in one of their buckets).
CREATE TRIGGER "site_bucket_services_reindex_ins" AFTER INSERT ON "site_bucket_services" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "wayhub_reindex_services_trg"('service_id');--> statement-breakpoint
CREATE TRIGGER "site_bucket_services_reindex_upd" AFTER UPDATE ON "site_bucket_services" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "wayhub_reindex_services_trg"('service_id');--> statement-breakpoint
CREATE TRIGGER "site_bucket_services_reindex_del" AFTER DELETE ON "site_bucket_services" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "wayhub_reindex_services_trg"('service_id');--> statement-breakpoint
CREATE TRIGGER "site_buckets_reindex_upd" AFTER UPDATE ON "site_buckets" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "wayhub_reindex_site_buckets_trg"();
