import type { PricingType, ServiceTypeName } from 'shared-contracts/enums';

/**
 * The demo catalogue: realistic services across Oslo, Bergen, Tromsø and Stockholm. Texts exist in en, no and
 * sv; services the demo site sells also in de (the demo site enables German). Prices are minor units.
 */

export type SeedLocale = 'en' | 'no' | 'sv' | 'de';
export type Texts = Partial<Record<SeedLocale, string>> & { en: string };

export interface SeedLocation {
  slug: string;
  name: string;
  country: string;
  lat: number;
  lng: number;
  timeZone: string;
  parent?: string;
}

export const SEED_LOCATIONS: readonly SeedLocation[] = [
  { slug: 'norway', name: 'Norway', country: 'NO', lat: 64.5, lng: 11.5, timeZone: 'Europe/Oslo' },
  { slug: 'sweden', name: 'Sweden', country: 'SE', lat: 62.0, lng: 15.0, timeZone: 'Europe/Stockholm' },
  { slug: 'oslo', name: 'Oslo', country: 'NO', lat: 59.9139, lng: 10.7522, timeZone: 'Europe/Oslo', parent: 'norway' },
  { slug: 'bergen', name: 'Bergen', country: 'NO', lat: 60.3913, lng: 5.3221, timeZone: 'Europe/Oslo', parent: 'norway' },
  { slug: 'tromso', name: 'Tromsø', country: 'NO', lat: 69.6492, lng: 18.9553, timeZone: 'Europe/Oslo', parent: 'norway' },
  { slug: 'stockholm', name: 'Stockholm', country: 'SE', lat: 59.3293, lng: 18.0686, timeZone: 'Europe/Stockholm', parent: 'sweden' },
];

export interface SeedCategory {
  type: ServiceTypeName;
  slug: string;
  names: Texts;
  children: { slug: string; names: Texts }[];
}

export const SEED_CATEGORIES: readonly SeedCategory[] = [
  {
    type: 'activities',
    slug: 'tours',
    names: { en: 'Tours', no: 'Turer', sv: 'Turer', de: 'Touren' },
    children: [
      { slug: 'boat-tours', names: { en: 'Boat tours', no: 'Båtturer', sv: 'Båtturer', de: 'Bootstouren' } },
      { slug: 'city-tours', names: { en: 'City tours', no: 'Byturer', sv: 'Stadsturer', de: 'Stadttouren' } },
      { slug: 'food-tours', names: { en: 'Food tours', no: 'Matturer', sv: 'Matturer', de: 'Kulinarische Touren' } },
    ],
  },
  {
    type: 'activities',
    slug: 'outdoor',
    names: { en: 'Outdoor', no: 'Friluftsliv', sv: 'Friluftsliv', de: 'Outdoor' },
    children: [
      { slug: 'hiking', names: { en: 'Hiking', no: 'Fotturer', sv: 'Vandring', de: 'Wandern' } },
      { slug: 'winter-activities', names: { en: 'Winter activities', no: 'Vinteraktiviteter', sv: 'Vinteraktiviteter', de: 'Winteraktivitäten' } },
      { slug: 'kayaking', names: { en: 'Kayaking', no: 'Kajakk', sv: 'Kajak', de: 'Kajak' } },
    ],
  },
  {
    type: 'events',
    slug: 'music',
    names: { en: 'Music', no: 'Musikk', sv: 'Musik', de: 'Musik' },
    children: [{ slug: 'concerts', names: { en: 'Concerts', no: 'Konserter', sv: 'Konserter', de: 'Konzerte' } }],
  },
  {
    type: 'events',
    slug: 'sports',
    names: { en: 'Sports', no: 'Sport', sv: 'Sport', de: 'Sport' },
    children: [{ slug: 'running', names: { en: 'Running', no: 'Løping', sv: 'Löpning', de: 'Laufen' } }],
  },
  {
    type: 'hotels',
    slug: 'hotels',
    names: { en: 'Hotels', no: 'Hoteller', sv: 'Hotell', de: 'Hotels' },
    children: [
      { slug: 'city-hotels', names: { en: 'City hotels', no: 'Byhoteller', sv: 'Stadshotell', de: 'Stadthotels' } },
      { slug: 'boutique-hotels', names: { en: 'Boutique hotels', no: 'Boutiquehoteller', sv: 'Boutiquehotell', de: 'Boutique-Hotels' } },
    ],
  },
  {
    type: 'packages',
    slug: 'multi-day',
    names: { en: 'Multi-day trips', no: 'Flerdagsturer', sv: 'Flerdagsresor', de: 'Mehrtagesreisen' },
    children: [
      { slug: 'fjord-packages', names: { en: 'Fjord packages', no: 'Fjordpakker', sv: 'Fjordpaket', de: 'Fjordpakete' } },
      { slug: 'arctic-packages', names: { en: 'Arctic packages', no: 'Arktiske pakker', sv: 'Arktiska paket', de: 'Arktis-Pakete' } },
    ],
  },
  {
    type: 'rentals',
    slug: 'vehicles',
    names: { en: 'Vehicles', no: 'Kjøretøy', sv: 'Fordon', de: 'Fahrzeuge' },
    children: [{ slug: 'electric-cars', names: { en: 'Electric cars', no: 'Elbiler', sv: 'Elbilar', de: 'Elektroautos' } }],
  },
  {
    type: 'restaurants',
    slug: 'dining',
    names: { en: 'Dining', no: 'Spisesteder', sv: 'Restauranger', de: 'Gastronomie' },
    children: [{ slug: 'seafood', names: { en: 'Seafood', no: 'Sjømat', sv: 'Skaldjur', de: 'Meeresfrüchte' } }],
  },
  {
    type: 'attractions',
    slug: 'museums',
    names: { en: 'Museums', no: 'Museer', sv: 'Museer', de: 'Museen' },
    children: [{ slug: 'polar-history', names: { en: 'Polar history', no: 'Polarhistorie', sv: 'Polarhistoria', de: 'Polargeschichte' } }],
  },
];

export const SEED_TAGS: readonly { slug: string; name: string }[] = [
  { slug: 'family-friendly', name: 'Family friendly' },
  { slug: 'northern-lights', name: 'Northern lights' },
  { slug: 'fjord', name: 'Fjord' },
  { slug: 'guided', name: 'Guided' },
  { slug: 'outdoor', name: 'Outdoor' },
  { slug: 'winter', name: 'Winter' },
  { slug: 'food', name: 'Food' },
  { slug: 'city', name: 'City' },
];

/** Tax and commission categories a product is filed under (rates in basis points: 2500 = 25 %). */
export const SEED_TAX_CATEGORIES: readonly { name: string; rateBasisPoints: number }[] = [
  { name: 'Standard rate (25 %)', rateBasisPoints: 2500 },
  { name: 'Passenger transport (12 %)', rateBasisPoints: 1200 },
  { name: 'Culture and entertainment (12 %)', rateBasisPoints: 1200 },
  { name: 'Exempt (0 %)', rateBasisPoints: 0 },
];
export const SEED_COMMISSION_CATEGORIES: readonly { name: string; percentBasisPoints: number; active: boolean }[] = [
  { name: 'Standard (15 %)', percentBasisPoints: 1500, active: true },
  { name: 'Premium partner (10 %)', percentBasisPoints: 1000, active: true },
  { name: 'Events (8 %)', percentBasisPoints: 800, active: true },
  { name: 'Legacy (20 %)', percentBasisPoints: 2000, active: false },
];

/**
 * The feature catalogue (issue 13 §2): the hotel's own (scope 'hotel') and its rooms' ('room'), each under a group the
 * panel shows as a heading. Administrators will manage it later; the order here is the order the panel lists them in.
 */
export const SEED_HOTEL_FEATURES: readonly { slug: string; icon: string; scope: 'hotel' | 'room'; group: string; names: Texts }[] = [
  { slug: 'wifi', icon: 'wifi', scope: 'hotel', group: 'general', names: { en: 'Free Wi-Fi', no: 'Gratis Wi-Fi', sv: 'Gratis wifi', de: 'Kostenloses WLAN' } },
  { slug: 'breakfast', icon: 'coffee', scope: 'hotel', group: 'food', names: { en: 'Breakfast buffet', no: 'Frokostbuffet', sv: 'Frukostbuffé', de: 'Frühstücksbuffet' } },
  { slug: 'parking', icon: 'car', scope: 'hotel', group: 'transport', names: { en: 'Parking', no: 'Parkering', sv: 'Parkering', de: 'Parkplatz' } },
  { slug: 'spa', icon: 'spa', scope: 'hotel', group: 'wellness', names: { en: 'Spa', no: 'Spa', sv: 'Spa', de: 'Spa' } },
  { slug: 'gym', icon: 'dumbbell', scope: 'hotel', group: 'wellness', names: { en: 'Fitness centre', no: 'Treningssenter', sv: 'Gym', de: 'Fitnessraum' } },
  { slug: 'restaurant', icon: 'utensils', scope: 'hotel', group: 'food', names: { en: 'Restaurant', no: 'Restaurant', sv: 'Restaurang', de: 'Restaurant' } },
  { slug: 'bar', icon: 'glass', scope: 'hotel', group: 'food', names: { en: 'Bar', no: 'Bar', sv: 'Bar', de: 'Bar' } },
  { slug: 'sauna', icon: 'flame', scope: 'hotel', group: 'wellness', names: { en: 'Sauna', no: 'Badstue', sv: 'Bastu', de: 'Sauna' } },
  { slug: 'pet-friendly', icon: 'paw', scope: 'hotel', group: 'general', names: { en: 'Pets allowed', no: 'Kjæledyr tillatt', sv: 'Husdjur tillåtna', de: 'Haustiere erlaubt' } },
  { slug: 'airport-shuttle', icon: 'bus', scope: 'hotel', group: 'transport', names: { en: 'Airport shuttle', no: 'Flybuss', sv: 'Flygbuss', de: 'Flughafentransfer' } },
  { slug: 'ev-charging', icon: 'plug', scope: 'hotel', group: 'transport', names: { en: 'EV charging', no: 'Lading av elbil', sv: 'Laddning för elbil', de: 'E-Auto-Ladestation' } },
  { slug: 'indoor-pool', icon: 'waves', scope: 'hotel', group: 'wellness', names: { en: 'Indoor pool', no: 'Innendørs basseng', sv: 'Inomhuspool', de: 'Hallenbad' } },
  { slug: 'outdoor-pool', icon: 'sun', scope: 'hotel', group: 'wellness', names: { en: 'Outdoor pool', no: 'Utendørs basseng', sv: 'Utomhuspool', de: 'Außenpool' } },
  { slug: 'hot-tub', icon: 'bath', scope: 'hotel', group: 'wellness', names: { en: 'Hot tub', no: 'Boblebad', sv: 'Bubbelpool', de: 'Whirlpool' } },
  { slug: 'room-service', icon: 'bell', scope: 'hotel', group: 'services', names: { en: 'Room service', no: 'Romservice', sv: 'Rumsservice', de: 'Zimmerservice' } },
  { slug: 'front-desk-24h', icon: 'clock', scope: 'hotel', group: 'services', names: { en: '24-hour front desk', no: 'Døgnåpen resepsjon', sv: 'Reception öppen dygnet runt', de: '24-Stunden-Rezeption' } },
  { slug: 'luggage-storage', icon: 'briefcase', scope: 'hotel', group: 'services', names: { en: 'Luggage storage', no: 'Bagasjeoppbevaring', sv: 'Bagageförvaring', de: 'Gepäckaufbewahrung' } },
  { slug: 'laundry', icon: 'shirt', scope: 'hotel', group: 'services', names: { en: 'Laundry service', no: 'Vaskeritjeneste', sv: 'Tvättservice', de: 'Wäscheservice' } },
  { slug: 'concierge', icon: 'key', scope: 'hotel', group: 'services', names: { en: 'Concierge', no: 'Concierge', sv: 'Concierge', de: 'Concierge' } },
  { slug: 'meeting-rooms', icon: 'presentation', scope: 'hotel', group: 'services', names: { en: 'Meeting rooms', no: 'Møterom', sv: 'Konferensrum', de: 'Tagungsräume' } },
  { slug: 'ski-storage', icon: 'snowflake', scope: 'hotel', group: 'services', names: { en: 'Ski storage', no: 'Skibod', sv: 'Skidförråd', de: 'Skiraum' } },
  { slug: 'bicycle-rental', icon: 'bike', scope: 'hotel', group: 'transport', names: { en: 'Bicycle rental', no: 'Sykkelutleie', sv: 'Cykeluthyrning', de: 'Fahrradverleih' } },
  { slug: 'family-rooms', icon: 'users', scope: 'hotel', group: 'family', names: { en: 'Family rooms', no: 'Familierom', sv: 'Familjerum', de: 'Familienzimmer' } },
  { slug: 'kids-club', icon: 'smile', scope: 'hotel', group: 'family', names: { en: 'Kids’ club', no: 'Barneklubb', sv: 'Barnklubb', de: 'Kinderclub' } },
  { slug: 'playground', icon: 'castle', scope: 'hotel', group: 'family', names: { en: 'Playground', no: 'Lekeplass', sv: 'Lekplats', de: 'Spielplatz' } },
  { slug: 'non-smoking', icon: 'ban', scope: 'hotel', group: 'general', names: { en: 'Non-smoking rooms', no: 'Røykfrie rom', sv: 'Rökfria rum', de: 'Nichtraucherzimmer' } },
  { slug: 'accessible', icon: 'accessibility', scope: 'hotel', group: 'accessibility', names: { en: 'Wheelchair accessible', no: 'Tilgjengelig for rullestol', sv: 'Rullstolsanpassat', de: 'Rollstuhlgerecht' } },
  { slug: 'elevator', icon: 'arrow-up', scope: 'hotel', group: 'accessibility', names: { en: 'Elevator', no: 'Heis', sv: 'Hiss', de: 'Aufzug' } },
  { slug: 'terrace', icon: 'tree', scope: 'hotel', group: 'general', names: { en: 'Terrace', no: 'Terrasse', sv: 'Terrass', de: 'Terrasse' } },
  { slug: 'garden', icon: 'flower', scope: 'hotel', group: 'general', names: { en: 'Garden', no: 'Hage', sv: 'Trädgård', de: 'Garten' } },
  { slug: 'air-conditioning', icon: 'wind', scope: 'room', group: 'comfort', names: { en: 'Air conditioning', no: 'Aircondition', sv: 'Luftkonditionering', de: 'Klimaanlage' } },
  { slug: 'heating', icon: 'thermometer', scope: 'room', group: 'comfort', names: { en: 'Heating', no: 'Oppvarming', sv: 'Uppvärmning', de: 'Heizung' } },
  { slug: 'balcony', icon: 'door-open', scope: 'room', group: 'view', names: { en: 'Balcony', no: 'Balkong', sv: 'Balkong', de: 'Balkon' } },
  { slug: 'sea-view', icon: 'waves', scope: 'room', group: 'view', names: { en: 'Sea view', no: 'Havutsikt', sv: 'Havsutsikt', de: 'Meerblick' } },
  { slug: 'city-view', icon: 'building', scope: 'room', group: 'view', names: { en: 'City view', no: 'Utsikt over byen', sv: 'Stadsutsikt', de: 'Stadtblick' } },
  { slug: 'kettle', icon: 'coffee', scope: 'room', group: 'food', names: { en: 'Kettle', no: 'Vannkoker', sv: 'Vattenkokare', de: 'Wasserkocher' } },
  { slug: 'coffee-machine', icon: 'coffee', scope: 'room', group: 'food', names: { en: 'Coffee machine', no: 'Kaffemaskin', sv: 'Kaffemaskin', de: 'Kaffeemaschine' } },
  { slug: 'minibar', icon: 'wine', scope: 'room', group: 'food', names: { en: 'Minibar', no: 'Minibar', sv: 'Minibar', de: 'Minibar' } },
  { slug: 'safe', icon: 'lock', scope: 'room', group: 'comfort', names: { en: 'Safe', no: 'Safe', sv: 'Kassaskåp', de: 'Safe' } },
  { slug: 'bathtub', icon: 'bath', scope: 'room', group: 'bathroom', names: { en: 'Bathtub', no: 'Badekar', sv: 'Badkar', de: 'Badewanne' } },
  { slug: 'rain-shower', icon: 'droplets', scope: 'room', group: 'bathroom', names: { en: 'Rain shower', no: 'Regndusj', sv: 'Regndusch', de: 'Regendusche' } },
  { slug: 'hairdryer', icon: 'wind', scope: 'room', group: 'bathroom', names: { en: 'Hairdryer', no: 'Hårføner', sv: 'Hårtork', de: 'Haartrockner' } },
  { slug: 'flat-screen-tv', icon: 'tv', scope: 'room', group: 'comfort', names: { en: 'Flat-screen TV', no: 'Flatskjerm-TV', sv: 'Platt-tv', de: 'Flachbild-TV' } },
  { slug: 'desk', icon: 'pen', scope: 'room', group: 'comfort', names: { en: 'Desk', no: 'Skrivebord', sv: 'Skrivbord', de: 'Schreibtisch' } },
  { slug: 'soundproofing', icon: 'volume-x', scope: 'room', group: 'comfort', names: { en: 'Soundproofed', no: 'Lydisolert', sv: 'Ljudisolerat', de: 'Schallisoliert' } },
  { slug: 'kitchenette', icon: 'utensils', scope: 'room', group: 'food', names: { en: 'Kitchenette', no: 'Tekjøkken', sv: 'Pentry', de: 'Kochnische' } },
];

export interface ServiceTexts {
  name: string;
  short: string;
  long: string;
  meetingPoint?: string;
  highlights: string[];
}

export interface SeedTicket {
  type: PricingType;
  /** perPerson 1, perGroup 2. */
  basis?: 1 | 2;
  memberCount?: number;
  names: Texts;
  /** Price per option position; one value applies to every option. */
  prices: number[];
}

export interface SeedActivity {
  kind: 'activity';
  options: { names: Texts; descriptions?: Texts }[];
  tickets: SeedTicket[];
  duration: string;
  /** Local start times, one slot per option and time per day. */
  times: string[];
  /** Seats per slot. */
  allotment: number;
  /** Weekdays (1 = Monday … 7 = Sunday) with departures; all days when absent. */
  weekdays?: number[];
  /** Seasonal price rule: +percent from day `fromDay` on (a ticket_prices row with a date range). */
  seasonal?: { fromDay: number; days: number; percent: number };
}

export interface SeedHotel {
  kind: 'hotel';
  stars: number;
  checkIn: string;
  checkOut: string;
  reviewScore: number;
  reviewCount: number;
  features: { slug: string; popular?: boolean }[];
  rooms: {
    names: Texts;
    descriptions: Texts;
    maxAdults: number;
    maxChildren: number;
    maxOccupancy: number;
    allotment: number;
    beds?: { kind: string; count: number }[];
    sizeSqm?: number;
    /** Room feature slugs (scope 'room'). */
    features?: string[];
  }[];
  /** Parent plans with their base price per room type, and connected plans derived from the first. */
  plans: { names: Texts; prices: number[]; refundable: boolean; breakfast: boolean }[];
  connected: { names: Texts; kind: 'percent' | 'amount'; value: number; refundable: boolean; breakfast: boolean; mealPlan?: 'half_board' | 'full_board' }[];
  /** Weekday (1–7) with min stay 2, weekday with no check-in, weekday with no check-out. */
  minStay2Weekday: number;
  noCheckInWeekday: number;
  noCheckOutWeekday: number;
}

export interface SeedPackage {
  kind: 'package';
  durationDays: number;
  parts: { slug: string; dayOffset: number }[];
  tickets: SeedTicket[];
  /** Weekdays with departures. */
  weekdays: number[];
  allotment: number;
}

export interface SeedRental {
  kind: 'rental';
  vehicleType: string;
  seats: number;
  pricePerDay: number;
  pickupPoint: string;
}
export interface SeedRestaurant {
  kind: 'restaurant';
  cuisine: string;
  priceLevel: number;
  openingHours: { days: string; opens: string; closes: string }[];
}
export interface SeedAttraction {
  kind: 'attraction';
  admission: number | null;
  openingHours: { days: string; opens: string; closes: string }[];
}

export interface SeedService {
  slug: string;
  type: ServiceTypeName;
  supplier: 'supplier' | 'duo';
  location: string;
  lat: number;
  lng: number;
  currency: 'NOK' | 'SEK' | 'EUR';
  rating: number;
  /** lvl1 category slugs (their lvl0 parent is implied). */
  categories: string[];
  tags: string[];
  /** Hours before start → refund percentage. */
  cancellation: [number, number][];
  /** Two gradient colours of the generated images. */
  palette: [string, string];
  texts: Partial<Record<SeedLocale, ServiceTexts>> & { en: ServiceTexts };
  details: SeedActivity | SeedHotel | SeedPackage | SeedRental | SeedRestaurant | SeedAttraction;
}

const adultChild = (adult: number[], child: number[]): SeedTicket[] => [
  { type: 'Adult', names: { en: 'Adult', no: 'Voksen', sv: 'Vuxen', de: 'Erwachsener' }, prices: adult },
  { type: 'Child', names: { en: 'Child (4–15)', no: 'Barn (4–15)', sv: 'Barn (4–15)', de: 'Kind (4–15)' }, prices: child },
];

export const SEED_SERVICES: readonly SeedService[] = [
  {
    slug: 'oslo-fjord-sightseeing-cruise',
    type: 'activities',
    supplier: 'supplier',
    location: 'oslo',
    lat: 59.9096,
    lng: 10.7336,
    currency: 'NOK',
    rating: 4.7,
    categories: ['boat-tours'],
    tags: ['fjord', 'family-friendly', 'guided', 'city'],
    cancellation: [
      [48, 100],
      [24, 50],
      [0, 0],
    ],
    palette: ['#0E7490', '#38BDF8'],
    texts: {
      en: {
        name: 'Oslo Fjord Sightseeing Cruise',
        short: 'Glide past islands, summer houses and the Opera on a classic wooden sailing ship.',
        long: 'Board a traditional wooden sailing ship at Aker Brygge and cruise the inner Oslo Fjord. Your guide tells the stories of the islands, the old fortress and the city\'s waterfront, while you relax on deck with views of the Opera House and Akershus Fortress.',
        meetingPoint: 'Pier 3, Aker Brygge, Oslo',
        highlights: ['Views of the Opera House and Akershus Fortress', 'Live commentary in English and Norwegian', 'Heated indoor saloon'],
      },
      no: {
        name: 'Sightseeing på Oslofjorden',
        short: 'Seil forbi øyer, sommerhus og Operaen med en klassisk seilskute i tre.',
        long: 'Gå om bord i en tradisjonell seilskute ved Aker Brygge og cruise på indre Oslofjord. Guiden forteller historiene om øyene, festningen og byens havnefront, mens du nyter utsikten til Operaen og Akershus festning fra dekk.',
        meetingPoint: 'Brygge 3, Aker Brygge, Oslo',
        highlights: ['Utsikt til Operaen og Akershus festning', 'Guiding på engelsk og norsk', 'Oppvarmet salong innendørs'],
      },
      sv: {
        name: 'Sightseeingkryssning på Oslofjorden',
        short: 'Glid förbi öar, sommarhus och Operan på ett klassiskt segelfartyg i trä.',
        long: 'Gå ombord på ett traditionellt segelfartyg vid Aker Brygge och kryssa i inre Oslofjorden. Guiden berättar om öarna, fästningen och stadens hamn medan du njuter av utsikten över Operan och Akershus fästning.',
        meetingPoint: 'Brygga 3, Aker Brygge, Oslo',
        highlights: ['Utsikt över Operan och Akershus fästning', 'Guidning på engelska och norska', 'Uppvärmd salong inomhus'],
      },
      de: {
        name: 'Sightseeing-Kreuzfahrt auf dem Oslofjord',
        short: 'Gleiten Sie auf einem klassischen Holzsegelschiff an Inseln, Sommerhäusern und der Oper vorbei.',
        long: 'Gehen Sie an der Aker Brygge an Bord eines traditionellen Holzsegelschiffs und fahren Sie durch den inneren Oslofjord. Ihr Guide erzählt von den Inseln, der Festung und dem Hafen, während Sie vom Deck aus die Oper und die Festung Akershus bewundern.',
        meetingPoint: 'Anleger 3, Aker Brygge, Oslo',
        highlights: ['Blick auf die Oper und die Festung Akershus', 'Live-Kommentar auf Englisch und Norwegisch', 'Beheizter Innensalon'],
      },
    },
    details: {
      kind: 'activity',
      duration: '2:00',
      times: ['10:00', '13:00', '16:00'],
      allotment: 40,
      options: [
        { names: { en: '2-hour cruise', no: '2 timers cruise', sv: '2 timmars kryssning', de: '2-stündige Fahrt' } },
        {
          names: { en: '3-hour cruise with shrimp lunch', no: '3 timers cruise med rekelunsj', sv: '3 timmars kryssning med räklunch', de: '3-stündige Fahrt mit Krabbenlunch' },
          descriptions: { en: 'Includes fresh shrimp, bread and a soft drink.', no: 'Inkluderer ferske reker, brød og mineralvann.', sv: 'Inkluderar färska räkor, bröd och läsk.' },
        },
      ],
      tickets: [
        ...adultChild([49_900, 79_900], [24_900, 39_900]),
        { type: 'Group', basis: 1, memberCount: 4, names: { en: 'Group of 4 (price per person)', no: 'Gruppe på 4 (pris per person)', sv: 'Grupp om 4 (pris per person)', de: '4er-Gruppe (Preis pro Person)' }, prices: [42_900, 69_900] },
        { type: 'Family', basis: 2, memberCount: 4, names: { en: 'Family (2 adults, 2 children)', no: 'Familie (2 voksne, 2 barn)', sv: 'Familj (2 vuxna, 2 barn)', de: 'Familie (2 Erwachsene, 2 Kinder)' }, prices: [129_900, 209_900] },
      ],
      seasonal: { fromDay: 60, days: 30, percent: 20 },
    },
  },
  {
    slug: 'oslo-city-bike-tour',
    type: 'activities',
    supplier: 'supplier',
    location: 'oslo',
    lat: 59.9127,
    lng: 10.7461,
    currency: 'NOK',
    rating: 4.5,
    categories: ['city-tours'],
    tags: ['city', 'guided', 'outdoor'],
    cancellation: [
      [24, 100],
      [0, 0],
    ],
    palette: ['#15803D', '#A3E635'],
    texts: {
      en: {
        name: 'Oslo City Bike Tour',
        short: 'Three hours on two wheels: Vigeland Park, the Royal Palace and the new waterfront.',
        long: 'A relaxed guided ride through Oslo\'s green parks and lively neighbourhoods. Stops include the Vigeland sculptures, the Royal Palace gardens and the Barcode district, with time for photos and a coffee break.',
        meetingPoint: 'Rådhusplassen (City Hall Square), by the fountain',
        highlights: ['Vigeland sculpture park', 'Helmet and bike included', 'Small groups of at most 12'],
      },
      no: {
        name: 'Sykkeltur i Oslo sentrum',
        short: 'Tre timer på to hjul: Vigelandsparken, Slottet og den nye havnepromenaden.',
        long: 'En rolig guidet sykkeltur gjennom Oslos grønne parker og livlige bydeler. Vi stopper ved Vigelandsskulpturene, Slottsparken og Barcode, med tid til bilder og kaffepause.',
        meetingPoint: 'Rådhusplassen, ved fontenen',
        highlights: ['Vigelandsparken', 'Hjelm og sykkel inkludert', 'Små grupper på maks 12'],
      },
      sv: {
        name: 'Cykeltur i Oslo',
        short: 'Tre timmar på två hjul: Vigelandsparken, Slottet och den nya hamnpromenaden.',
        long: 'En lugn guidad cykeltur genom Oslos gröna parker och livliga stadsdelar. Vi stannar vid Vigelands skulpturer, Slottsparken och Barcode, med tid för foton och fikapaus.',
        meetingPoint: 'Rådhusplassen, vid fontänen',
        highlights: ['Vigelandsparken', 'Hjälm och cykel ingår', 'Små grupper på högst 12'],
      },
      de: {
        name: 'Fahrradtour durch Oslo',
        short: 'Drei Stunden auf zwei Rädern: Vigelandpark, Königsschloss und die neue Uferpromenade.',
        long: 'Eine entspannte geführte Radtour durch Oslos grüne Parks und lebendige Viertel mit Stopps am Vigelandpark, im Schlosspark und im Barcode-Viertel.',
        meetingPoint: 'Rådhusplassen, am Brunnen',
        highlights: ['Vigeland-Skulpturenpark', 'Helm und Fahrrad inklusive', 'Kleine Gruppen mit höchstens 12 Personen'],
      },
    },
    details: {
      kind: 'activity',
      duration: '3:00',
      times: ['09:30', '14:00'],
      allotment: 12,
      options: [{ names: { en: 'Guided tour', no: 'Guidet tur', sv: 'Guidad tur', de: 'Geführte Tour' } }],
      tickets: adultChild([59_000], [35_000]),
    },
  },
  {
    slug: 'holmenkollen-ski-jump-and-museum',
    type: 'activities',
    supplier: 'duo',
    location: 'oslo',
    lat: 59.9638,
    lng: 10.6676,
    currency: 'NOK',
    rating: 4.4,
    categories: ['city-tours'],
    tags: ['city', 'winter', 'family-friendly'],
    cancellation: [[24, 100]],
    palette: ['#1E3A8A', '#93C5FD'],
    texts: {
      en: {
        name: 'Holmenkollen Ski Jump and Ski Museum',
        short: 'Stand on top of the famous ski jump and see 4,000 years of skiing history.',
        long: 'Take the metro up the hill to Holmenkollen, visit the world\'s oldest ski museum and ride the lift to the top of the ski jump for a panoramic view over Oslo and the fjord.',
        meetingPoint: 'Holmenkollen metro station',
        highlights: ['Panorama from the jump tower', 'Ski museum entry included'],
      },
      no: {
        name: 'Holmenkollbakken og Skimuseet',
        short: 'Stå på toppen av den berømte hoppbakken og se 4000 år med skihistorie.',
        long: 'Ta T-banen opp til Holmenkollen, besøk verdens eldste skimuseum og ta heisen til toppen av hoppbakken for panoramautsikt over Oslo og fjorden.',
        meetingPoint: 'Holmenkollen T-banestasjon',
        highlights: ['Panoramautsikt fra hopptårnet', 'Inngang til Skimuseet inkludert'],
      },
      sv: {
        name: 'Holmenkollen hoppbacke och skidmuseum',
        short: 'Stå på toppen av den berömda hoppbacken och se 4 000 år av skidhistoria.',
        long: 'Ta tunnelbanan upp till Holmenkollen, besök världens äldsta skidmuseum och åk hissen till toppen av hoppbacken för panoramautsikt över Oslo och fjorden.',
        meetingPoint: 'Holmenkollen tunnelbanestation',
        highlights: ['Panorama från hopptornet', 'Entré till skidmuseet ingår'],
      },
    },
    details: {
      kind: 'activity',
      duration: '2:30',
      times: ['11:00'],
      allotment: 25,
      options: [{ names: { en: 'Museum and jump tower', no: 'Museum og hopptårn', sv: 'Museum och hopptorn' } }],
      tickets: adultChild([29_000], [15_000]),
    },
  },
  {
    slug: 'bergen-floyen-mountain-hike',
    type: 'activities',
    supplier: 'supplier',
    location: 'bergen',
    lat: 60.3943,
    lng: 5.3259,
    currency: 'NOK',
    rating: 4.8,
    categories: ['hiking'],
    tags: ['outdoor', 'guided', 'fjord'],
    cancellation: [
      [72, 100],
      [24, 50],
    ],
    palette: ['#166534', '#86EFAC'],
    texts: {
      en: {
        name: 'Mount Fløyen Guided Hike',
        short: 'Ride the Fløibanen funicular and hike forest trails above Bergen\'s seven mountains.',
        long: 'Start with the funicular from the city centre to Mount Fløyen, then follow a local guide along lakes and forest trails with views over Bergen, the fjords and the islands. Suitable for anyone in normal shape.',
        meetingPoint: 'Fløibanen lower station, Vetrlidsallmenningen 23A',
        highlights: ['Funicular ticket included', 'Views over Bergen and the fjords', 'Hot drink at the summit'],
      },
      no: {
        name: 'Guidet fottur på Fløyen',
        short: 'Ta Fløibanen og gå skogsstier høyt over Bergen.',
        long: 'Vi tar Fløibanen fra sentrum til Fløyen og følger en lokal guide langs vann og skogsstier med utsikt over Bergen, fjordene og øyene. Passer for alle i normal form.',
        meetingPoint: 'Fløibanen nedre stasjon, Vetrlidsallmenningen 23A',
        highlights: ['Billett til Fløibanen inkludert', 'Utsikt over Bergen og fjordene', 'Varm drikke på toppen'],
      },
      sv: {
        name: 'Guidad vandring på Fløyen',
        short: 'Åk bergbanan Fløibanen och vandra på skogsstigar högt över Bergen.',
        long: 'Vi åker bergbanan från centrum till Fløyen och följer en lokal guide längs sjöar och skogsstigar med utsikt över Bergen, fjordarna och öarna. Passar alla med normal kondition.',
        meetingPoint: 'Fløibanens nedre station, Vetrlidsallmenningen 23A',
        highlights: ['Biljett till Fløibanen ingår', 'Utsikt över Bergen och fjordarna', 'Varm dryck på toppen'],
      },
      de: {
        name: 'Geführte Wanderung auf den Fløyen',
        short: 'Mit der Standseilbahn Fløibanen hinauf und auf Waldwegen über Bergen wandern.',
        long: 'Mit der Standseilbahn geht es aus dem Zentrum auf den Fløyen, dann folgen Sie einem einheimischen Guide an Seen vorbei mit Blick über Bergen, die Fjorde und die Inseln.',
        meetingPoint: 'Talstation Fløibanen, Vetrlidsallmenningen 23A',
        highlights: ['Ticket für die Fløibanen inklusive', 'Blick über Bergen und die Fjorde', 'Heißgetränk auf dem Gipfel'],
      },
    },
    details: {
      kind: 'activity',
      duration: '4:00',
      times: ['09:00', '13:00'],
      allotment: 16,
      options: [{ names: { en: 'Guided hike', no: 'Guidet fottur', sv: 'Guidad vandring', de: 'Geführte Wanderung' } }],
      tickets: adultChild([69_000], [39_000]),
    },
  },
  {
    slug: 'bergen-fish-market-food-walk',
    type: 'activities',
    supplier: 'duo',
    location: 'bergen',
    lat: 60.3947,
    lng: 5.3245,
    currency: 'NOK',
    rating: 4.6,
    categories: ['food-tours'],
    tags: ['food', 'city', 'guided'],
    cancellation: [[24, 100]],
    palette: ['#B45309', '#FCD34D'],
    texts: {
      en: {
        name: 'Bergen Fish Market Food Walk',
        short: 'Taste smoked salmon, fish soup and brown cheese on a walk through Bryggen.',
        long: 'A food lover\'s walk from the Fish Market through the wooden wharf of Bryggen. Six tastings tell the story of Bergen as a Hanseatic trading town, from stockfish to cinnamon buns.',
        meetingPoint: 'Fish Market (Fisketorget), main entrance',
        highlights: ['Six tastings included', 'UNESCO-listed Bryggen', 'Local food guide'],
      },
      no: {
        name: 'Matvandring ved Fisketorget i Bergen',
        short: 'Smak røykelaks, fiskesuppe og brunost på en tur gjennom Bryggen.',
        long: 'En matvandring fra Fisketorget gjennom trebebyggelsen på Bryggen. Seks smaksprøver forteller historien om Bergen som hansaby, fra tørrfisk til skillingsboller.',
        meetingPoint: 'Fisketorget, hovedinngangen',
        highlights: ['Seks smaksprøver inkludert', 'Bryggen på UNESCOs verdensarvliste', 'Lokal matguide'],
      },
      sv: {
        name: 'Matpromenad vid fisktorget i Bergen',
        short: 'Smaka rökt lax, fisksoppa och brunost på en promenad genom Bryggen.',
        long: 'En matpromenad från fisktorget genom träbebyggelsen på Bryggen. Sex smakprov berättar om Bergen som hansestad, från torkad fisk till kanelbullar.',
        meetingPoint: 'Fisktorget (Fisketorget), huvudingången',
        highlights: ['Sex smakprov ingår', 'Bryggen, ett UNESCO-världsarv', 'Lokal matguide'],
      },
      de: {
        name: 'Kulinarischer Rundgang am Fischmarkt Bergen',
        short: 'Räucherlachs, Fischsuppe und Braunkäse auf einem Spaziergang durch Bryggen.',
        long: 'Ein Genießer-Rundgang vom Fischmarkt durch das hölzerne Hafenviertel Bryggen mit sechs Kostproben aus der Hansezeit bis heute.',
        meetingPoint: 'Fischmarkt (Fisketorget), Haupteingang',
        highlights: ['Sechs Kostproben inklusive', 'UNESCO-Welterbe Bryggen', 'Einheimischer Food-Guide'],
      },
    },
    details: {
      kind: 'activity',
      duration: '2:30',
      times: ['12:00'],
      allotment: 14,
      options: [{ names: { en: 'Food walk', no: 'Matvandring', sv: 'Matpromenad', de: 'Kulinarischer Rundgang' } }],
      tickets: [
        ...adultChild([89_000], [45_000]),
        { type: 'Group', basis: 2, memberCount: 6, names: { en: 'Private group (up to 6)', no: 'Privat gruppe (opptil 6)', sv: 'Privat grupp (upp till 6)', de: 'Private Gruppe (bis 6)' }, prices: [450_000] },
      ],
    },
  },
  {
    slug: 'tromso-northern-lights-chase',
    type: 'activities',
    supplier: 'supplier',
    location: 'tromso',
    lat: 69.6496,
    lng: 18.956,
    currency: 'NOK',
    rating: 4.9,
    categories: ['winter-activities'],
    tags: ['northern-lights', 'winter', 'guided', 'outdoor'],
    cancellation: [
      [48, 100],
      [0, 0],
    ],
    palette: ['#064E3B', '#34D399'],
    texts: {
      en: {
        name: 'Northern Lights Chase from Tromsø',
        short: 'Follow the aurora forecast by minibus, with a campfire, hot soup and photos.',
        long: 'Our guides read the weather and aurora forecasts and drive wherever the sky is clearest, sometimes all the way to the Finnish border. Expect a campfire, hot soup, thermal suits and professional photos of you under the northern lights.',
        meetingPoint: 'Outside Radisson Blu Hotel, Sjøgata 7, Tromsø',
        highlights: ['Thermal suits included', 'Campfire dinner', 'Free photos of the night'],
      },
      no: {
        name: 'Nordlysjakt fra Tromsø',
        short: 'Følg nordlysvarselet med minibuss, med bål, varm suppe og bilder.',
        long: 'Guidene våre leser vær- og nordlysvarselet og kjører dit himmelen er klarest, noen ganger helt til finskegrensen. Du får bål, varm suppe, termodresser og profesjonelle bilder under nordlyset.',
        meetingPoint: 'Utenfor Radisson Blu Hotel, Sjøgata 7, Tromsø',
        highlights: ['Termodress inkludert', 'Middag rundt bålet', 'Gratis bilder fra kvelden'],
      },
      sv: {
        name: 'Norrskensjakt från Tromsø',
        short: 'Följ norrskensprognosen med minibuss, med lägereld, varm soppa och foton.',
        long: 'Våra guider läser väder- och norrskensprognosen och kör dit himlen är klarast, ibland ända till finska gränsen. Du får lägereld, varm soppa, overaller och professionella foton under norrskenet.',
        meetingPoint: 'Utanför Radisson Blu Hotel, Sjøgata 7, Tromsø',
        highlights: ['Overall ingår', 'Middag vid lägerelden', 'Gratis foton från kvällen'],
      },
      de: {
        name: 'Nordlichtjagd ab Tromsø',
        short: 'Mit dem Minibus der Polarlichtvorhersage folgen – mit Lagerfeuer, heißer Suppe und Fotos.',
        long: 'Unsere Guides lesen Wetter- und Polarlichtvorhersage und fahren dorthin, wo der Himmel am klarsten ist. Lagerfeuer, heiße Suppe, Thermoanzüge und professionelle Fotos inklusive.',
        meetingPoint: 'Vor dem Radisson Blu Hotel, Sjøgata 7, Tromsø',
        highlights: ['Thermoanzug inklusive', 'Abendessen am Lagerfeuer', 'Kostenlose Fotos'],
      },
    },
    details: {
      kind: 'activity',
      duration: '7:00',
      times: ['18:30'],
      allotment: 19,
      options: [
        { names: { en: 'Minibus chase', no: 'Minibussjakt', sv: 'Minibussjakt', de: 'Jagd im Minibus' } },
        { names: { en: 'Private car (up to 4)', no: 'Privatbil (opptil 4)', sv: 'Privatbil (upp till 4)', de: 'Privatwagen (bis 4)' } },
      ],
      tickets: adultChild([149_000, 249_000], [75_000, 125_000]),
    },
  },
  {
    slug: 'tromso-husky-sledding',
    type: 'activities',
    supplier: 'supplier',
    location: 'tromso',
    lat: 69.7516,
    lng: 19.0218,
    currency: 'NOK',
    rating: 4.8,
    categories: ['winter-activities'],
    tags: ['winter', 'outdoor', 'family-friendly'],
    cancellation: [[48, 100]],
    palette: ['#334155', '#E2E8F0'],
    texts: {
      en: {
        name: 'Husky Sledding Adventure',
        short: 'Drive your own team of huskies through the Arctic valley of Kvaløya.',
        long: 'After a safety briefing you drive your own sled pulled by six Alaskan huskies through a snowy valley. Afterwards, meet the puppies and warm up with bidos, the traditional Sámi stew, in a lavvo tent.',
        meetingPoint: 'Tromsø Villmarkssenter (bus from the city centre included)',
        highlights: ['Drive your own sled', 'Meet the puppies', 'Traditional lunch in a lavvo'],
      },
      no: {
        name: 'Hundekjøring med husky',
        short: 'Kjør ditt eget hundespann gjennom en arktisk dal på Kvaløya.',
        long: 'Etter en sikkerhetsgjennomgang kjører du din egen slede trukket av seks alaskahusky gjennom en snødekt dal. Etterpå hilser du på valpene og varmer deg med bidos i lavvoen.',
        meetingPoint: 'Tromsø Villmarkssenter (buss fra sentrum inkludert)',
        highlights: ['Kjør din egen slede', 'Hils på valpene', 'Tradisjonell lunsj i lavvo'],
      },
      sv: {
        name: 'Hundspann med husky',
        short: 'Kör ditt eget hundspann genom en arktisk dal på Kvaløya.',
        long: 'Efter en säkerhetsgenomgång kör du din egen släde dragen av sex alaskahuskyer genom en snötäckt dal. Efteråt träffar du valparna och värmer dig med bidos i en kåta.',
        meetingPoint: 'Tromsø Villmarkssenter (buss från centrum ingår)',
        highlights: ['Kör din egen släde', 'Träffa valparna', 'Traditionell lunch i kåta'],
      },
    },
    details: {
      kind: 'activity',
      duration: '4:30',
      times: ['09:00', '12:30'],
      allotment: 10,
      options: [{ names: { en: 'Self-drive sled', no: 'Kjør selv', sv: 'Kör själv', de: 'Selbst fahren' } }],
      tickets: adultChild([199_000], [99_500]),
    },
  },
  {
    slug: 'stockholm-archipelago-kayak',
    type: 'activities',
    supplier: 'duo',
    location: 'stockholm',
    lat: 59.3217,
    lng: 18.1,
    currency: 'SEK',
    rating: 4.6,
    categories: ['kayaking'],
    tags: ['outdoor', 'guided'],
    cancellation: [
      [24, 100],
      [6, 50],
    ],
    palette: ['#1D4ED8', '#67E8F9'],
    texts: {
      en: {
        name: 'Stockholm Archipelago Kayak Tour',
        short: 'Paddle between rocky islets and red cottages in the inner archipelago.',
        long: 'Paddle stable two-person kayaks from Djurgården into the inner archipelago. Your guide picks sheltered routes and a picnic island where you stop for fika. No experience needed.',
        meetingPoint: 'Djurgårdsbrons Sjöcafé, Galärvarvsvägen 2',
        highlights: ['Beginner friendly', 'Fika on an island', 'All equipment included'],
      },
      no: {
        name: 'Kajakktur i Stockholms skjærgård',
        short: 'Padle mellom skjær og røde hytter i den indre skjærgården.',
        long: 'Padle stabile tomannskajakker fra Djurgården ut i den indre skjærgården. Guiden velger lune ruter og en piknikøy der vi tar en fika. Ingen erfaring nødvendig.',
        meetingPoint: 'Djurgårdsbrons Sjöcafé, Galärvarvsvägen 2',
        highlights: ['Passer for nybegynnere', 'Fika på en øy', 'Alt utstyr inkludert'],
      },
      sv: {
        name: 'Kajaktur i Stockholms skärgård',
        short: 'Paddla mellan kobbar och röda stugor i innerskärgården.',
        long: 'Paddla stabila tvåmanskajaker från Djurgården ut i innerskärgården. Guiden väljer skyddade rutter och en picknickö där vi fikar. Ingen erfarenhet krävs.',
        meetingPoint: 'Djurgårdsbrons Sjöcafé, Galärvarvsvägen 2',
        highlights: ['Nybörjarvänligt', 'Fika på en ö', 'All utrustning ingår'],
      },
      de: {
        name: 'Kajaktour in den Stockholmer Schären',
        short: 'Paddeln Sie zwischen Felsinseln und roten Häuschen in den inneren Schären.',
        long: 'In stabilen Zweierkajaks geht es von Djurgården in die inneren Schären, mit einer Fika-Pause auf einer Picknickinsel. Keine Erfahrung nötig.',
        meetingPoint: 'Djurgårdsbrons Sjöcafé, Galärvarvsvägen 2',
        highlights: ['Anfängerfreundlich', 'Fika auf einer Insel', 'Ausrüstung inklusive'],
      },
    },
    details: {
      kind: 'activity',
      duration: '3:30',
      times: ['10:00', '15:00'],
      allotment: 12,
      options: [{ names: { en: 'Half-day paddle', no: 'Halvdagstur', sv: 'Halvdagstur', de: 'Halbtagestour' } }],
      tickets: adultChild([79_500], [49_500]),
    },
  },
  {
    slug: 'stockholm-gamla-stan-walking-tour',
    type: 'activities',
    supplier: 'duo',
    location: 'stockholm',
    lat: 59.325,
    lng: 18.0711,
    currency: 'SEK',
    rating: 4.3,
    categories: ['city-tours'],
    tags: ['city', 'guided', 'family-friendly'],
    cancellation: [[12, 100]],
    palette: ['#9A3412', '#FDBA74'],
    texts: {
      en: {
        name: 'Gamla Stan Walking Tour',
        short: 'Cobbled lanes, the Royal Palace and the stories of Stockholm\'s old town.',
        long: 'Walk through the medieval lanes of Gamla Stan with a local historian: the narrowest alley, the Stortorget square and the Royal Palace, with tales of kings, merchants and the Stockholm Bloodbath.',
        meetingPoint: 'Stortorget, by the well',
        highlights: ['Local historian guide', 'Royal Palace exterior', '90 minutes on foot'],
      },
      no: {
        name: 'Byvandring i Gamla Stan',
        short: 'Brosteinsgater, Slottet og historiene om Stockholms gamleby.',
        long: 'Gå gjennom middelaldergatene i Gamla Stan med en lokal historiker: den smaleste smuget, Stortorget og Slottet, med fortellinger om konger og kjøpmenn.',
        meetingPoint: 'Stortorget, ved brønnen',
        highlights: ['Lokal historiker som guide', 'Slottet utenfra', '90 minutter til fots'],
      },
      sv: {
        name: 'Stadsvandring i Gamla Stan',
        short: 'Kullerstensgränder, Slottet och berättelserna om Stockholms gamla stad.',
        long: 'Vandra genom Gamla Stans medeltida gränder med en lokal historiker: den smalaste gränden, Stortorget och Slottet, med berättelser om kungar, köpmän och Stockholms blodbad.',
        meetingPoint: 'Stortorget, vid brunnen',
        highlights: ['Lokal historiker som guide', 'Slottet utifrån', '90 minuter till fots'],
      },
    },
    details: {
      kind: 'activity',
      duration: '1:30',
      times: ['11:00', '14:00'],
      allotment: 20,
      options: [{ names: { en: 'Walking tour', no: 'Byvandring', sv: 'Stadsvandring' } }],
      tickets: [
        ...adultChild([29_500], [0]),
        { type: 'Student', names: { en: 'Student', no: 'Student', sv: 'Student' }, prices: [19_500] },
      ],
    },
  },
  {
    slug: 'bergen-grieg-concert-troldhaugen',
    type: 'events',
    supplier: 'supplier',
    location: 'bergen',
    lat: 60.3267,
    lng: 5.3314,
    currency: 'NOK',
    rating: 4.9,
    categories: ['concerts'],
    tags: ['guided'],
    cancellation: [
      [72, 100],
      [24, 50],
    ],
    palette: ['#4C1D95', '#C4B5FD'],
    texts: {
      en: {
        name: 'Grieg Lunch Concert at Troldhaugen',
        short: 'Piano music by Edvard Grieg in the composer\'s own concert hall by the lake.',
        long: 'Hear a 30-minute recital of Grieg\'s piano works in Troldsalen, the concert hall at his villa Troldhaugen, followed by free time in the museum and the garden where the composer lived.',
        meetingPoint: 'Troldhaugen, Troldhaugveien 65, Paradis',
        highlights: ['Recital in Troldsalen', 'Museum entry included'],
      },
      no: {
        name: 'Grieg-lunsjkonsert på Troldhaugen',
        short: 'Klavermusikk av Edvard Grieg i komponistens egen konsertsal ved vannet.',
        long: 'Hør en 30 minutters konsert med Griegs klaververk i Troldsalen, konsertsalen ved villaen Troldhaugen, med fri tid i museet og hagen etterpå.',
        meetingPoint: 'Troldhaugen, Troldhaugveien 65, Paradis',
        highlights: ['Konsert i Troldsalen', 'Inngang til museet inkludert'],
      },
      sv: {
        name: 'Grieg-lunchkonsert på Troldhaugen',
        short: 'Pianomusik av Edvard Grieg i tonsättarens egen konsertsal vid sjön.',
        long: 'Lyssna på en 30 minuter lång konsert med Griegs pianoverk i Troldsalen vid villan Troldhaugen, med fri tid i museet och trädgården efteråt.',
        meetingPoint: 'Troldhaugen, Troldhaugveien 65, Paradis',
        highlights: ['Konsert i Troldsalen', 'Entré till museet ingår'],
      },
      de: {
        name: 'Grieg-Mittagskonzert in Troldhaugen',
        short: 'Klaviermusik von Edvard Grieg im Konzertsaal des Komponisten am See.',
        long: 'Ein 30-minütiges Klavierkonzert mit Werken von Grieg im Troldsalen, danach freie Zeit im Museum und im Garten seiner Villa.',
        meetingPoint: 'Troldhaugen, Troldhaugveien 65, Paradis',
        highlights: ['Konzert im Troldsalen', 'Museumseintritt inklusive'],
      },
    },
    details: {
      kind: 'activity',
      duration: '1:30',
      times: ['13:00'],
      allotment: 60,
      weekdays: [2, 4, 6],
      options: [
        { names: { en: 'Standard seating', no: 'Vanlig sitteplass', sv: 'Vanlig sittplats', de: 'Normaler Sitzplatz' } },
        { names: { en: 'Front rows', no: 'Første rader', sv: 'Främre rader', de: 'Vordere Reihen' } },
      ],
      tickets: [
        ...adultChild([39_000, 55_000], [15_000, 25_000]),
        { type: 'Senior', names: { en: 'Senior (67+)', no: 'Honnør (67+)', sv: 'Pensionär (67+)', de: 'Senior (67+)' }, prices: [30_000, 45_000] },
      ],
    },
  },
  {
    slug: 'tromso-midnight-sun-marathon',
    type: 'events',
    supplier: 'duo',
    location: 'tromso',
    lat: 69.6489,
    lng: 18.9551,
    currency: 'EUR',
    rating: 4.7,
    categories: ['running'],
    tags: ['outdoor'],
    cancellation: [[336, 50]],
    palette: ['#CA8A04', '#FEF08A'],
    texts: {
      en: {
        name: 'Midnight Sun Run Tromsø',
        short: 'A 10 km evening run through Tromsø under the bright Arctic sky.',
        long: 'Join runners from around the world for an evening 10 km race across the Tromsø bridge and along the harbour. Start number, timing chip and finisher medal included.',
        meetingPoint: 'Start area, Stortorget, Tromsø',
        highlights: ['Timing chip and medal', 'Route over the Tromsø bridge'],
      },
      no: {
        name: 'Midnattssolløpet i Tromsø',
        short: 'Et 10 km kveldsløp gjennom Tromsø under den lyse arktiske himmelen.',
        long: 'Løp sammen med løpere fra hele verden på et 10 km kveldsløp over Tromsøbrua og langs havna. Startnummer, tidtakerbrikke og medalje er inkludert.',
        meetingPoint: 'Startområdet, Stortorget, Tromsø',
        highlights: ['Tidtakerbrikke og medalje', 'Løype over Tromsøbrua'],
      },
      sv: {
        name: 'Midnattssolsloppet i Tromsø',
        short: 'Ett 10 km kvällslopp genom Tromsø under den ljusa arktiska himlen.',
        long: 'Spring tillsammans med löpare från hela världen i ett 10 km kvällslopp över Tromsøbron och längs hamnen. Nummerlapp, tidtagningschip och medalj ingår.',
        meetingPoint: 'Startområdet, Stortorget, Tromsø',
        highlights: ['Tidtagningschip och medalj', 'Bana över Tromsøbron'],
      },
    },
    details: {
      kind: 'activity',
      duration: '2:00',
      times: ['20:00'],
      allotment: 300,
      weekdays: [6],
      options: [{ names: { en: '10 km', no: '10 km', sv: '10 km' } }],
      tickets: [{ type: 'Person', names: { en: 'Runner', no: 'Løper', sv: 'Löpare' }, prices: [4_500] }],
    },
  },
  {
    slug: 'oslo-harbour-hotel',
    type: 'hotels',
    supplier: 'supplier',
    location: 'oslo',
    lat: 59.9075,
    lng: 10.7531,
    currency: 'NOK',
    rating: 4.5,
    categories: ['city-hotels'],
    tags: ['city', 'fjord'],
    cancellation: [
      [48, 100],
      [24, 50],
    ],
    palette: ['#0F172A', '#64748B'],
    texts: {
      en: {
        name: 'Oslo Harbour Hotel',
        short: 'Design hotel on the Bjørvika waterfront, five minutes from the Opera and Central Station.',
        long: 'Bright rooms with fjord or city views, a rooftop bar and a generous Norwegian breakfast. The Opera, the Munch museum and Oslo Central Station are all within a short walk.',
        highlights: ['Rooftop bar with fjord view', 'Next to the Opera', 'Award-winning breakfast'],
      },
      no: {
        name: 'Oslo Harbour Hotel',
        short: 'Designhotell i Bjørvika, fem minutter fra Operaen og Oslo S.',
        long: 'Lyse rom med utsikt mot fjorden eller byen, takterrasse med bar og en rikholdig norsk frokost. Operaen, Munchmuseet og Oslo S ligger i gangavstand.',
        highlights: ['Takbar med fjordutsikt', 'Rett ved Operaen', 'Prisvinnende frokost'],
      },
      sv: {
        name: 'Oslo Harbour Hotel',
        short: 'Designhotell i Bjørvika, fem minuter från Operan och centralstationen.',
        long: 'Ljusa rum med utsikt mot fjorden eller staden, takbar och en generös norsk frukost. Operan, Munchmuseet och centralstationen ligger på gångavstånd.',
        highlights: ['Takbar med fjordutsikt', 'Granne med Operan', 'Prisbelönt frukost'],
      },
      de: {
        name: 'Oslo Harbour Hotel',
        short: 'Designhotel am Wasser in Bjørvika, fünf Minuten von Oper und Hauptbahnhof.',
        long: 'Helle Zimmer mit Fjord- oder Stadtblick, Dachterrassenbar und ein reichhaltiges norwegisches Frühstück. Oper, Munch-Museum und Hauptbahnhof sind zu Fuß erreichbar.',
        highlights: ['Dachbar mit Fjordblick', 'Direkt an der Oper', 'Preisgekröntes Frühstück'],
      },
    },
    details: {
      kind: 'hotel',
      stars: 4,
      checkIn: '15:00',
      checkOut: '11:00',
      reviewScore: 8.7,
      reviewCount: 1432,
      features: [{ slug: 'wifi', popular: true }, { slug: 'breakfast', popular: true }, { slug: 'bar', popular: true }, { slug: 'gym' }, { slug: 'restaurant' }, { slug: 'airport-shuttle' }],
      rooms: [
        {
          names: { en: 'Standard Double Room', no: 'Standard dobbeltrom', sv: 'Standard dubbelrum', de: 'Standard-Doppelzimmer' },
          descriptions: { en: '18 m², queen bed, city view.', no: '18 m², dobbeltseng, utsikt mot byen.', sv: '18 m², dubbelsäng, stadsutsikt.', de: '18 m², Queensize-Bett, Stadtblick.' },
          beds: [{ kind: 'queen', count: 1 }], sizeSqm: 18, features: ['air-conditioning', 'city-view', 'kettle', 'safe', 'rain-shower', 'hairdryer', 'flat-screen-tv', 'desk'],
          maxAdults: 2,
          maxChildren: 1,
          maxOccupancy: 3,
          allotment: 8,
        },
        {
          names: { en: 'Fjord View Suite', no: 'Suite med fjordutsikt', sv: 'Svit med fjordutsikt', de: 'Suite mit Fjordblick' },
          descriptions: { en: '42 m², king bed, living room and fjord view.', no: '42 m², stor dobbeltseng, stue og fjordutsikt.', sv: '42 m², king size-säng, vardagsrum och fjordutsikt.' },
          beds: [{ kind: 'king', count: 1 }, { kind: 'sofa_bed', count: 1 }], sizeSqm: 42, features: ['air-conditioning', 'balcony', 'sea-view', 'coffee-machine', 'minibar', 'safe', 'bathtub', 'hairdryer', 'flat-screen-tv'],
          maxAdults: 3,
          maxChildren: 2,
          maxOccupancy: 4,
          allotment: 2,
        },
      ],
      plans: [{ names: { en: 'Flexible rate', no: 'Fleksibel pris', sv: 'Flexibelt pris', de: 'Flexibler Tarif' }, prices: [189_000, 389_000], refundable: true, breakfast: true }],
      connected: [
        { names: { en: 'Non-refundable (10 % off)', no: 'Ikke refunderbar (10 % rabatt)', sv: 'Ej återbetalningsbar (10 % rabatt)', de: 'Nicht erstattbar (10 % Rabatt)' }, kind: 'percent', value: -10, refundable: false, breakfast: true },
      ],
      minStay2Weekday: 6,
      noCheckInWeekday: 7,
      noCheckOutWeekday: 3,
    },
  },
  {
    slug: 'bergen-bryggen-inn',
    type: 'hotels',
    supplier: 'supplier',
    location: 'bergen',
    lat: 60.3977,
    lng: 5.3233,
    currency: 'NOK',
    rating: 4.2,
    categories: ['boutique-hotels'],
    tags: ['city', 'fjord'],
    cancellation: [[24, 100]],
    palette: ['#7F1D1D', '#FCA5A5'],
    texts: {
      en: {
        name: 'Bryggen Inn',
        short: 'Cosy boutique hotel in a restored wooden merchant house on the Bryggen wharf.',
        long: 'Crooked floors, exposed beams and modern comfort in one of Bergen\'s historic Hanseatic buildings. Breakfast is served by the harbour; the fish market and the Fløibanen funicular are around the corner.',
        highlights: ['Historic wooden building', 'Harbour-side breakfast', 'Steps from the fish market'],
      },
      no: {
        name: 'Bryggen Inn',
        short: 'Koselig boutiquehotell i et restaurert kjøpmannshus på Bryggen.',
        long: 'Skjeve gulv, synlige bjelker og moderne komfort i et av Bergens historiske hansahus. Frokosten serveres ved havna; Fisketorget og Fløibanen ligger rett rundt hjørnet.',
        highlights: ['Historisk trehus', 'Frokost ved havna', 'Et steinkast fra Fisketorget'],
      },
      sv: {
        name: 'Bryggen Inn',
        short: 'Mysigt boutiquehotell i ett restaurerat köpmanshus på Bryggen.',
        long: 'Sneda golv, synliga bjälkar och modern komfort i ett av Bergens historiska hansahus. Frukosten serveras vid hamnen; fisktorget och Fløibanen ligger runt hörnet.',
        highlights: ['Historiskt trähus', 'Frukost vid hamnen', 'Nära fisktorget'],
      },
      de: {
        name: 'Bryggen Inn',
        short: 'Gemütliches Boutique-Hotel in einem restaurierten Kaufmannshaus an der Bryggen.',
        long: 'Schiefe Böden, sichtbare Balken und moderner Komfort in einem historischen Hansehaus. Fischmarkt und Fløibanen liegen gleich um die Ecke.',
        highlights: ['Historisches Holzhaus', 'Frühstück am Hafen', 'Wenige Schritte zum Fischmarkt'],
      },
    },
    details: {
      kind: 'hotel',
      stars: 3,
      checkIn: '14:00',
      checkOut: '11:00',
      reviewScore: 8.9,
      reviewCount: 612,
      features: [{ slug: 'wifi', popular: true }, { slug: 'breakfast', popular: true }, { slug: 'pet-friendly' }],
      rooms: [
        {
          names: { en: 'Cosy Double Room', no: 'Koselig dobbeltrom', sv: 'Mysigt dubbelrum', de: 'Gemütliches Doppelzimmer' },
          descriptions: { en: '14 m² under the old beams.', no: '14 m² under de gamle bjelkene.', sv: '14 m² under de gamla bjälkarna.' },
          beds: [{ kind: 'double', count: 1 }], sizeSqm: 14, features: ['heating', 'kettle', 'hairdryer'],
          maxAdults: 2,
          maxChildren: 0,
          maxOccupancy: 2,
          allotment: 5,
        },
        {
          names: { en: 'Family Room', no: 'Familierom', sv: 'Familjerum', de: 'Familienzimmer' },
          descriptions: { en: 'Double bed and bunk bed.', no: 'Dobbeltseng og køyeseng.', sv: 'Dubbelsäng och våningssäng.' },
          beds: [{ kind: 'double', count: 1 }, { kind: 'bunk', count: 1 }], sizeSqm: 24, features: ['heating', 'kettle', 'hairdryer', 'flat-screen-tv'],
          maxAdults: 2,
          maxChildren: 2,
          maxOccupancy: 4,
          allotment: 3,
        },
      ],
      plans: [{ names: { en: 'Bed & breakfast', no: 'Rom med frokost', sv: 'Rum med frukost', de: 'Übernachtung mit Frühstück' }, prices: [145_000, 219_000], refundable: true, breakfast: true }],
      connected: [
        { names: { en: 'Bed, breakfast & dinner', no: 'Halvpensjon', sv: 'Halvpension', de: 'Halbpension' }, kind: 'amount', value: 45_000, refundable: true, breakfast: true, mealPlan: 'half_board' },
      ],
      minStay2Weekday: 5,
      noCheckInWeekday: 3,
      noCheckOutWeekday: 2,
    },
  },
  {
    slug: 'stockholm-old-town-hotel',
    type: 'hotels',
    supplier: 'duo',
    location: 'stockholm',
    lat: 59.3238,
    lng: 18.0703,
    currency: 'SEK',
    rating: 4.4,
    categories: ['boutique-hotels', 'city-hotels'],
    tags: ['city'],
    cancellation: [
      [72, 100],
      [24, 25],
    ],
    palette: ['#78350F', '#FDE68A'],
    texts: {
      en: {
        name: 'Gamla Stan Boutique Hotel',
        short: 'A 17th-century townhouse hotel in the heart of Stockholm\'s old town.',
        long: 'Vaulted cellars, a candle-lit breakfast room and quiet rooms facing the cobbled lanes. The Royal Palace and Stortorget are a two-minute walk away.',
        highlights: ['17th-century building', 'Sauna in the vaulted cellar', 'Two minutes to the Royal Palace'],
      },
      no: {
        name: 'Gamla Stan Boutique Hotel',
        short: 'Et byhus fra 1600-tallet midt i Stockholms gamleby.',
        long: 'Hvelvede kjellere, en stearinlysopplyst frokostsal og stille rom mot brosteinsgatene. Slottet og Stortorget ligger to minutter unna.',
        highlights: ['Bygning fra 1600-tallet', 'Badstue i hvelvkjelleren', 'To minutter til Slottet'],
      },
      sv: {
        name: 'Gamla Stan Boutique Hotel',
        short: 'Ett stadshus från 1600-talet mitt i Stockholms gamla stad.',
        long: 'Valvkällare, en levande ljus-upplyst frukostsal och tysta rum mot kullerstensgränderna. Slottet och Stortorget ligger två minuter bort.',
        highlights: ['Byggnad från 1600-talet', 'Bastu i valvkällaren', 'Två minuter till Slottet'],
      },
      de: {
        name: 'Gamla Stan Boutique Hotel',
        short: 'Ein Stadthaus aus dem 17. Jahrhundert mitten in Stockholms Altstadt.',
        long: 'Gewölbekeller, ein Frühstücksraum bei Kerzenlicht und ruhige Zimmer zu den Kopfsteingassen. Zum Königsschloss sind es zwei Minuten.',
        highlights: ['Gebäude aus dem 17. Jahrhundert', 'Sauna im Gewölbekeller', 'Zwei Minuten zum Schloss'],
      },
    },
    details: {
      kind: 'hotel',
      stars: 4,
      checkIn: '15:00',
      checkOut: '12:00',
      reviewScore: 9.1,
      reviewCount: 874,
      features: [{ slug: 'wifi', popular: true }, { slug: 'sauna', popular: true }, { slug: 'breakfast' }, { slug: 'bar' }],
      rooms: [
        {
          names: { en: 'Classic Room', no: 'Klassisk rom', sv: 'Klassiskt rum', de: 'Klassisches Zimmer' },
          descriptions: { en: '16 m², double bed, courtyard view.', no: '16 m², dobbeltseng, utsikt mot bakgården.', sv: '16 m², dubbelsäng, utsikt mot gården.' },
          beds: [{ kind: 'double', count: 1 }], sizeSqm: 16, features: ['heating', 'soundproofing', 'kettle', 'safe', 'hairdryer', 'desk'],
          maxAdults: 2,
          maxChildren: 0,
          maxOccupancy: 2,
          allotment: 6,
        },
      ],
      plans: [
        { names: { en: 'Room only', no: 'Kun rom', sv: 'Endast rum', de: 'Nur Zimmer' }, prices: [159_000], refundable: true, breakfast: false },
        { names: { en: 'Room with breakfast', no: 'Rom med frokost', sv: 'Rum med frukost', de: 'Zimmer mit Frühstück' }, prices: [179_000], refundable: true, breakfast: true },
      ],
      connected: [
        { names: { en: 'Non-refundable (15 % off)', no: 'Ikke refunderbar (15 % rabatt)', sv: 'Ej återbetalningsbar (15 % rabatt)', de: 'Nicht erstattbar (15 % Rabatt)' }, kind: 'percent', value: -15, refundable: false, breakfast: false },
      ],
      minStay2Weekday: 6,
      noCheckInWeekday: 7,
      noCheckOutWeekday: 6,
    },
  },
  {
    slug: 'fjords-and-mountains-3-days',
    type: 'packages',
    supplier: 'supplier',
    location: 'bergen',
    lat: 60.3913,
    lng: 5.3221,
    currency: 'NOK',
    rating: 4.8,
    categories: ['fjord-packages'],
    tags: ['fjord', 'outdoor', 'food'],
    cancellation: [
      [168, 100],
      [72, 50],
    ],
    palette: ['#0C4A6E', '#7DD3FC'],
    texts: {
      en: {
        name: 'Bergen Fjords & Mountains, 3 days',
        short: 'Two nights at Bryggen Inn, a guided Fløyen hike and a food walk through the old wharf.',
        long: 'Three days in Norway\'s gateway to the fjords: arrive and hike Mount Fløyen on day one, taste Bergen on a food walk on day two and end with a Grieg concert at Troldhaugen. Two nights with breakfast at Bryggen Inn.',
        highlights: ['2 nights with breakfast', 'Guided hike and food walk', 'Grieg concert'],
      },
      no: {
        name: 'Bergen – fjorder og fjell, 3 dager',
        short: 'To netter på Bryggen Inn, guidet tur på Fløyen og matvandring på Bryggen.',
        long: 'Tre dager i fjordenes port: gå tur på Fløyen første dag, smak Bergen på matvandring andre dag og avslutt med Grieg-konsert på Troldhaugen. To netter med frokost på Bryggen Inn.',
        highlights: ['2 netter med frokost', 'Guidet fottur og matvandring', 'Grieg-konsert'],
      },
      sv: {
        name: 'Bergen – fjordar och fjäll, 3 dagar',
        short: 'Två nätter på Bryggen Inn, guidad vandring på Fløyen och matpromenad på Bryggen.',
        long: 'Tre dagar i fjordarnas port: vandra på Fløyen första dagen, smaka Bergen på en matpromenad andra dagen och avsluta med Grieg-konsert på Troldhaugen. Två nätter med frukost på Bryggen Inn.',
        highlights: ['2 nätter med frukost', 'Guidad vandring och matpromenad', 'Grieg-konsert'],
      },
      de: {
        name: 'Bergen – Fjorde & Berge, 3 Tage',
        short: 'Zwei Nächte im Bryggen Inn, eine geführte Wanderung und ein kulinarischer Rundgang.',
        long: 'Drei Tage im Tor zu den Fjorden: Wanderung auf den Fløyen, kulinarischer Rundgang und ein Grieg-Konzert in Troldhaugen. Zwei Nächte mit Frühstück im Bryggen Inn.',
        highlights: ['2 Nächte mit Frühstück', 'Wanderung und Food-Walk', 'Grieg-Konzert'],
      },
    },
    details: {
      kind: 'package',
      durationDays: 3,
      parts: [
        { slug: 'bergen-bryggen-inn', dayOffset: 0 },
        { slug: 'bergen-floyen-mountain-hike', dayOffset: 0 },
        { slug: 'bergen-fish-market-food-walk', dayOffset: 1 },
        { slug: 'bergen-grieg-concert-troldhaugen', dayOffset: 2 },
      ],
      tickets: adultChild([489_000], [229_000]),
      weekdays: [1, 4, 5],
      allotment: 12,
    },
  },
  {
    slug: 'arctic-weekend-tromso',
    type: 'packages',
    supplier: 'supplier',
    location: 'tromso',
    lat: 69.6492,
    lng: 18.9553,
    currency: 'NOK',
    rating: 4.9,
    categories: ['arctic-packages'],
    tags: ['northern-lights', 'winter', 'outdoor'],
    cancellation: [[168, 100]],
    palette: ['#134E4A', '#5EEAD4'],
    texts: {
      en: {
        name: 'Arctic Weekend in Tromsø, 2 days',
        short: 'A northern lights chase on Friday night and husky sledding on Saturday.',
        long: 'The classic Arctic weekend: chase the aurora on the first evening and drive your own husky team the next morning. Thermal clothing, meals on the tours and transfers are included.',
        highlights: ['Northern lights chase', 'Husky sledding', 'Transfers included'],
      },
      no: {
        name: 'Arktisk helg i Tromsø, 2 dager',
        short: 'Nordlysjakt fredag kveld og hundekjøring lørdag.',
        long: 'Den klassiske arktiske helgen: jakt på nordlyset første kveld og kjør ditt eget hundespann neste morgen. Termoklær, mat på turene og transport er inkludert.',
        highlights: ['Nordlysjakt', 'Hundekjøring', 'Transport inkludert'],
      },
      sv: {
        name: 'Arktisk helg i Tromsø, 2 dagar',
        short: 'Norrskensjakt på fredagskvällen och hundspann på lördagen.',
        long: 'Den klassiska arktiska helgen: jaga norrskenet första kvällen och kör ditt eget hundspann nästa morgon. Varma kläder, mat under turerna och transfer ingår.',
        highlights: ['Norrskensjakt', 'Hundspann', 'Transfer ingår'],
      },
      de: {
        name: 'Arktisches Wochenende in Tromsø, 2 Tage',
        short: 'Nordlichtjagd am Freitagabend und Hundeschlittenfahrt am Samstag.',
        long: 'Das klassische arktische Wochenende: am ersten Abend auf Nordlichtjagd, am nächsten Morgen mit dem eigenen Huskygespann. Thermokleidung, Mahlzeiten und Transfers inklusive.',
        highlights: ['Nordlichtjagd', 'Hundeschlittenfahrt', 'Transfers inklusive'],
      },
    },
    details: {
      kind: 'package',
      durationDays: 2,
      parts: [
        { slug: 'tromso-northern-lights-chase', dayOffset: 0 },
        { slug: 'tromso-husky-sledding', dayOffset: 1 },
      ],
      tickets: adultChild([329_000], [165_000]),
      weekdays: [5, 6],
      allotment: 8,
    },
  },
  {
    slug: 'tromso-electric-car-rental',
    type: 'rentals',
    supplier: 'duo',
    location: 'tromso',
    lat: 69.6833,
    lng: 18.9189,
    currency: 'EUR',
    rating: 4.1,
    categories: ['electric-cars'],
    tags: ['winter'],
    cancellation: [[48, 100]],
    palette: ['#1F2937', '#A78BFA'],
    texts: {
      en: {
        name: 'Electric Car Rental at Tromsø Airport',
        short: 'Winter-ready electric SUVs with studded tyres, picked up at the airport.',
        long: 'Explore the Lyngen Alps and Kvaløya at your own pace in a four-wheel-drive electric SUV with studded winter tyres, charging card and a free-cancellation policy.',
        highlights: ['Studded winter tyres', 'Charging card included'],
      },
      no: {
        name: 'Leie elbil på Tromsø lufthavn',
        short: 'Vinterklare elektriske SUV-er med piggdekk, hentes på flyplassen.',
        long: 'Utforsk Lyngsalpene og Kvaløya i ditt eget tempo med en firehjulsdrevet elektrisk SUV med piggdekk og ladekort.',
        highlights: ['Piggdekk', 'Ladekort inkludert'],
      },
      sv: {
        name: 'Hyr elbil på Tromsø flygplats',
        short: 'Vinterklara elektriska SUV:ar med dubbdäck, hämtas på flygplatsen.',
        long: 'Utforska Lyngsalperna och Kvaløya i egen takt med en fyrhjulsdriven elektrisk SUV med dubbdäck och laddkort.',
        highlights: ['Dubbdäck', 'Laddkort ingår'],
      },
      de: {
        name: 'Elektroauto-Miete am Flughafen Tromsø',
        short: 'Wintertaugliche Elektro-SUVs mit Spikereifen, Abholung am Flughafen.',
        long: 'Erkunden Sie die Lyngenalpen und Kvaløya in Ihrem eigenen Tempo mit einem allradgetriebenen Elektro-SUV mit Spikereifen und Ladekarte.',
        highlights: ['Spikereifen', 'Ladekarte inklusive'],
      },
    },
    details: { kind: 'rental', vehicleType: 'Electric SUV', seats: 5, pricePerDay: 11_900, pickupPoint: 'Tromsø Airport, arrivals hall' },
  },
  {
    slug: 'bergen-harbour-seafood-restaurant',
    type: 'restaurants',
    supplier: 'supplier',
    location: 'bergen',
    lat: 60.3952,
    lng: 5.3238,
    currency: 'NOK',
    rating: 4.6,
    categories: ['seafood'],
    tags: ['food', 'city'],
    cancellation: [[4, 100]],
    palette: ['#155E75', '#FDE68A'],
    texts: {
      en: {
        name: 'Harbour Seafood Restaurant',
        short: 'Fresh catch from the fish market, served with a view over Vågen harbour.',
        long: 'Bergen fish soup, king crab and the catch of the day, cooked simply and served by the windows over Vågen. Reservations recommended on weekends.',
        highlights: ['Famous Bergen fish soup', 'Harbour view'],
      },
      no: {
        name: 'Harbour Seafood Restaurant',
        short: 'Dagens fangst fra Fisketorget, servert med utsikt over Vågen.',
        long: 'Bergensk fiskesuppe, kongekrabbe og dagens fangst, enkelt tilberedt og servert ved vinduene mot Vågen. Bordbestilling anbefales i helgene.',
        highlights: ['Berømt bergensk fiskesuppe', 'Utsikt over havna'],
      },
      sv: {
        name: 'Harbour Seafood Restaurant',
        short: 'Dagens fångst från fisktorget, serverad med utsikt över Vågen.',
        long: 'Bergensk fisksoppa, kungskrabba och dagens fångst, enkelt tillagad och serverad vid fönstren mot Vågen. Bordsbokning rekommenderas på helger.',
        highlights: ['Berömd bergensk fisksoppa', 'Utsikt över hamnen'],
      },
      de: {
        name: 'Harbour Seafood Restaurant',
        short: 'Fangfrisches vom Fischmarkt mit Blick über den Hafen Vågen.',
        long: 'Bergener Fischsuppe, Königskrabbe und der Fang des Tages, einfach zubereitet und mit Hafenblick serviert.',
        highlights: ['Berühmte Bergener Fischsuppe', 'Hafenblick'],
      },
    },
    details: {
      kind: 'restaurant',
      cuisine: 'Seafood',
      priceLevel: 3,
      openingHours: [
        { days: 'Mon–Fri', opens: '11:30', closes: '22:00' },
        { days: 'Sat–Sun', opens: '12:00', closes: '23:00' },
      ],
    },
  },
  {
    slug: 'oslo-fram-polar-museum',
    type: 'attractions',
    supplier: 'duo',
    location: 'oslo',
    lat: 59.9029,
    lng: 10.6992,
    currency: 'NOK',
    rating: 4.7,
    categories: ['polar-history'],
    tags: ['family-friendly', 'city'],
    cancellation: [[0, 0]],
    palette: ['#1E293B', '#F8FAFC'],
    texts: {
      en: {
        name: 'Fram Polar Exploration Museum',
        short: 'Step aboard the polar ship Fram, which carried Nansen and Amundsen to the ice.',
        long: 'The Fram Museum on Bygdøy houses the strongest wooden ship ever built. Walk its decks and cabins and follow the great Norwegian polar expeditions in an interactive exhibition.',
        highlights: ['Go aboard the original Fram', 'Polar simulator'],
      },
      no: {
        name: 'Frammuseet',
        short: 'Gå om bord i polarskuta Fram, som fraktet Nansen og Amundsen til isen.',
        long: 'Frammuseet på Bygdøy huser verdens sterkeste treskip. Gå rundt på dekk og i lugarene og følg de store norske polarekspedisjonene i en interaktiv utstilling.',
        highlights: ['Gå om bord i originale Fram', 'Polarsimulator'],
      },
      sv: {
        name: 'Frammuseet',
        short: 'Gå ombord på polarskeppet Fram, som tog Nansen och Amundsen till isen.',
        long: 'Frammuseet på Bygdøy rymmer det starkaste träskepp som byggts. Gå runt på däck och i hytterna och följ de stora norska polarexpeditionerna i en interaktiv utställning.',
        highlights: ['Gå ombord på originalet Fram', 'Polarsimulator'],
      },
      de: {
        name: 'Fram-Museum',
        short: 'Gehen Sie an Bord des Polarschiffs Fram, mit dem Nansen und Amundsen ins Eis fuhren.',
        long: 'Das Fram-Museum auf Bygdøy beherbergt das stärkste jemals gebaute Holzschiff und erzählt die großen norwegischen Polarexpeditionen.',
        highlights: ['An Bord der originalen Fram', 'Polarsimulator'],
      },
    },
    details: {
      kind: 'attraction',
      admission: 16_000,
      openingHours: [{ days: 'Mon–Sun', opens: '10:00', closes: '17:00' }],
    },
  },
];

/** What each demo site sells, bucket by bucket (sub-domain → buckets of service slugs). */
export const SEED_BUCKETS: Readonly<Record<string, readonly { name: string; services: readonly string[] }[]>> = {
  demo: [
    { name: 'Popular in Oslo', services: ['oslo-fjord-sightseeing-cruise', 'oslo-city-bike-tour', 'oslo-harbour-hotel', 'oslo-fram-polar-museum'] },
    {
      name: 'Fjords & the West',
      services: ['bergen-floyen-mountain-hike', 'bergen-fish-market-food-walk', 'bergen-grieg-concert-troldhaugen', 'bergen-bryggen-inn', 'fjords-and-mountains-3-days', 'bergen-harbour-seafood-restaurant'],
    },
    { name: 'Arctic Norway', services: ['tromso-northern-lights-chase', 'tromso-husky-sledding', 'arctic-weekend-tromso', 'tromso-electric-car-rental'] },
    { name: 'Stockholm', services: ['stockholm-archipelago-kayak', 'stockholm-old-town-hotel'] },
  ],
  'demo-paylater': [
    { name: 'Best sellers', services: ['oslo-fjord-sightseeing-cruise', 'tromso-northern-lights-chase', 'oslo-harbour-hotel', 'arctic-weekend-tromso', 'stockholm-gamla-stan-walking-tour'] },
  ],
};

/** The demo destination boxes (spec 002 §7.10), with the services linked when a box is first created. */
export const SEED_DESTINATION_BOXES: readonly {
  names: Readonly<Record<string, string>>;
  descriptions: Readonly<Record<string, string>>;
  position: number;
  services: readonly string[];
}[] = [
  {
    names: { en: 'The fjords', no: 'Fjordene', sv: 'Fjordarna', de: 'Die Fjorde' },
    descriptions: { en: 'Cruises, hikes and stays along the Norwegian fjords.', no: 'Cruise, turer og opphold langs norskekysten og fjordene.' },
    position: 10,
    services: ['oslo-fjord-sightseeing-cruise', 'fjords-and-mountains-3-days'],
  },
  {
    names: { en: 'Northern lights', no: 'Nordlys', sv: 'Norrsken', de: 'Nordlichter' },
    descriptions: { en: 'Chase the aurora in Arctic Norway.', no: 'Jakt på nordlyset i Arktis.' },
    position: 20,
    services: ['tromso-northern-lights-chase'],
  },
];
