/**
 * The demo seed's data, published as `api/seed-data` for the journeys and tests of other workspaces: they check
 * what a visitor sees against what was seeded, without reaching into the API's source folders.
 */
export { SEED_BUCKETS, SEED_CATEGORIES, SEED_LOCATIONS, SEED_SERVICES, type SeedService } from './catalogue-data';
export { DEMO_SITES } from './demo-data';
export { DEMO_HOME_SECTIONS, SEED_MENU } from './site-content-data';
