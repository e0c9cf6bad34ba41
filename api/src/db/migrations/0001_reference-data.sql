-- Reference data every installation needs (spec 000 §6 roles and policies, §9 locales).
-- Demo users and sites are not here: they come from the seed (api/src/db/seed).
INSERT INTO "roles" ("id", "name") VALUES
  (1, 'General'),
  (2, 'Supplier'),
  (3, 'Partner'),
  (4, 'Admin'),
  (5, 'Guest'),
  (6, 'Operator')
ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
INSERT INTO "policies" ("name", "description") VALUES
  ('PARTNER_PACKAGE_POLICY', 'Partner may build and sell packages.'),
  ('PARTNER_WIDGET_POLICY', 'Partner may create widgets.'),
  ('PARTNER_SITE_BUILDER_POLICY', 'Partner may build site pages.'),
  ('SUPPLIER_PACKAGE_POLICY', 'Supplier may offer packages.'),
  ('PARTNER_MAX_PARTNER_SITE_COUNT_2', 'Partner may run up to two sites (and sees the site selector).'),
  ('CREATE_OPERATOR_POLICY', 'User may create operator sub-users.'),
  ('PARTNER_SEE_ALL_BOOKING', 'Partner sees every booking made on its sites.'),
  ('PARTNER_CANCEL_TOUR_BOOKING', 'Partner may cancel tour bookings.'),
  ('PARTNER_SEND_BOOKING_CONFIRM_MAIL', 'Partner may resend booking confirmation e-mails.'),
  ('PARTNER_CHATBOT_POLICY', 'Partner may configure the AI chatbot.'),
  ('ACCOMMODATION_MODULE', 'User may manage accommodations.'),
  ('ACTIVITY_MODULE', 'User may manage activities.')
ON CONFLICT ("name") DO NOTHING;
--> statement-breakpoint
INSERT INTO "languages" ("code", "name", "is_active") VALUES
  ('en', 'English', true),
  ('no', 'Norsk', true),
  ('hi', 'हिन्दी', true),
  ('gu', 'ગુજરાતી', true),
  ('sv', 'Svenska', true),
  ('da', 'Dansk', true),
  ('de', 'Deutsch', true),
  ('bg', 'Български', true),
  ('nl', 'Nederlands', true),
  ('ru', 'Русский', true),
  ('es', 'Español', true),
  ('it', 'Italiano', true),
  ('fi', 'Suomi', true),
  ('fr', 'Français', true)
ON CONFLICT ("code") DO NOTHING;
