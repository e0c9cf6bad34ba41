import type { SectionType } from 'shared-contracts/catalogue';
import type { SeedLocale, Texts } from './catalogue-data';
import { svgImage } from './images';

/** Demo pages, menus, footer links and legal texts of the two demo sites. */

export interface SeedSection {
  type: SectionType;
  /** Language-independent settings; `bucket` names a bucket of the site (resolved to its id). */
  settings: Record<string, unknown> & { bucket?: string };
  text: Partial<Record<SeedLocale, Record<string, unknown>>> & { en: Record<string, unknown> };
}

export interface SeedPage {
  slug: string;
  titles: Texts;
  published: boolean;
  primary?: boolean;
  sections: SeedSection[];
}

const faqEn = [
  { question: 'How do I get my tickets?', answer: 'Your tickets arrive by e-mail right after booking. Show them on your phone at the meeting point.' },
  { question: 'Can I cancel?', answer: 'Yes. Each product shows its cancellation policy; refunds reach your card within at most 10 working days.' },
  { question: 'Do tours run in bad weather?', answer: 'Most tours run in all weather. If a tour is cancelled by the supplier you get a full refund.' },
];
const faqNo = [
  { question: 'Hvordan får jeg billettene?', answer: 'Billettene kommer på e-post rett etter bestillingen. Vis dem på mobilen ved oppmøtestedet.' },
  { question: 'Kan jeg avbestille?', answer: 'Ja. Hvert produkt viser sine avbestillingsregler; refusjonen kommer innen maks 10 virkedager.' },
  { question: 'Går turene i dårlig vær?', answer: 'De fleste turer går i all slags vær. Avlyser leverandøren, får du full refusjon.' },
];
const faqSv = [
  { question: 'Hur får jag mina biljetter?', answer: 'Biljetterna kommer med e-post direkt efter bokningen. Visa dem i mobilen vid mötesplatsen.' },
  { question: 'Kan jag avboka?', answer: 'Ja. Varje produkt visar sina avbokningsregler; återbetalningen kommer inom högst 10 arbetsdagar.' },
  { question: 'Går turerna i dåligt väder?', answer: 'De flesta turer går i alla väder. Ställer leverantören in får du full återbetalning.' },
];
const faqDe = [
  { question: 'Wie erhalte ich meine Tickets?', answer: 'Die Tickets kommen direkt nach der Buchung per E-Mail. Zeigen Sie sie am Treffpunkt auf dem Handy vor.' },
  { question: 'Kann ich stornieren?', answer: 'Ja. Jedes Produkt zeigt seine Stornobedingungen; Erstattungen erfolgen innerhalb von höchstens 10 Werktagen.' },
  { question: 'Finden Touren bei schlechtem Wetter statt?', answer: 'Die meisten Touren finden bei jedem Wetter statt. Sagt der Anbieter ab, erhalten Sie den vollen Preis zurück.' },
];

const destinations = [
  { key: 'oslo', location: 'oslo', colours: ['#0E7490', '#38BDF8'] as const, en: ['Oslo', 'Fjord cruises and museums'], no: ['Oslo', 'Fjordcruise og museer'], sv: ['Oslo', 'Fjordkryssningar och museer'], de: ['Oslo', 'Fjordfahrten und Museen'] },
  { key: 'bergen', location: 'bergen', colours: ['#166534', '#86EFAC'] as const, en: ['Bergen', 'Gateway to the fjords'], no: ['Bergen', 'Porten til fjordene'], sv: ['Bergen', 'Porten till fjordarna'], de: ['Bergen', 'Tor zu den Fjorden'] },
  { key: 'tromso', location: 'tromso', colours: ['#064E3B', '#34D399'] as const, en: ['Tromsø', 'Northern lights and huskies'], no: ['Tromsø', 'Nordlys og hundekjøring'], sv: ['Tromsø', 'Norrsken och hundspann'], de: ['Tromsø', 'Nordlicht und Huskys'] },
  { key: 'stockholm', location: 'stockholm', colours: ['#1D4ED8', '#67E8F9'] as const, en: ['Stockholm', 'Islands and old town'], no: ['Stockholm', 'Skjærgård og gamleby'], sv: ['Stockholm', 'Skärgård och gamla stan'], de: ['Stockholm', 'Schären und Altstadt'] },
];

const destinationText = (locale: SeedLocale) => {
  const titles: Record<SeedLocale, string> = { en: 'Where to next?', no: 'Hvor vil du reise?', sv: 'Vart vill du resa?', de: 'Wohin geht die Reise?' };
  return {
    title: titles[locale],
    items: Object.fromEntries(destinations.map((d) => [d.key, { title: d[locale][0] ?? d.key, subtitle: d[locale][1] ?? '' }])),
  };
};

export const DEMO_HOME_SECTIONS: SeedSection[] = [
  {
    type: 'hero',
    settings: { image_url: svgImage('Fjords · Cities · Arctic', ['#0F766E', '#38BDF8'], 1600, 600), cta_href: '/search' },
    text: {
      en: { title: 'Discover Norway and Sweden', subtitle: 'Fjord cruises, city walks, northern lights and cosy hotels, booked in minutes.', cta_label: 'Find experiences' },
      no: { title: 'Oppdag Norge og Sverige', subtitle: 'Fjordcruise, byvandringer, nordlys og koselige hoteller, bestilt på minutter.', cta_label: 'Finn opplevelser' },
      sv: { title: 'Upptäck Norge och Sverige', subtitle: 'Fjordkryssningar, stadsvandringar, norrsken och mysiga hotell, bokade på några minuter.', cta_label: 'Hitta upplevelser' },
      de: { title: 'Entdecken Sie Norwegen und Schweden', subtitle: 'Fjordfahrten, Stadtrundgänge, Nordlichter und gemütliche Hotels – in Minuten gebucht.', cta_label: 'Erlebnisse finden' },
    },
  },
  {
    type: 'rich_text',
    settings: {},
    text: {
      en: { title: 'Local experts since 2009', html: '<p>Every experience on Demo Travels is run by a local supplier we have met in person. <strong>Free cancellation</strong> is available on most tours.</p>' },
      no: { title: 'Lokale eksperter siden 2009', html: '<p>Alle opplevelser hos Demo Travels drives av lokale leverandører vi har møtt personlig. <strong>Gratis avbestilling</strong> på de fleste turer.</p>' },
      sv: { title: 'Lokala experter sedan 2009', html: '<p>Varje upplevelse hos Demo Travels drivs av en lokal leverantör som vi har träffat personligen. <strong>Fri avbokning</strong> på de flesta turer.</p>' },
      de: { title: 'Lokale Experten seit 2009', html: '<p>Jedes Erlebnis bei Demo Travels wird von einem lokalen Anbieter durchgeführt, den wir persönlich kennen. <strong>Kostenlose Stornierung</strong> bei den meisten Touren.</p>' },
    },
  },
  {
    type: 'service_grid',
    settings: { bucket: 'Popular in Oslo', columns: 3 },
    text: {
      en: { title: 'Popular in Oslo', subtitle: 'Hand-picked favourites in the capital' },
      no: { title: 'Populært i Oslo', subtitle: 'Håndplukkede favoritter i hovedstaden' },
      sv: { title: 'Populärt i Oslo', subtitle: 'Handplockade favoriter i huvudstaden' },
      de: { title: 'Beliebt in Oslo', subtitle: 'Handverlesene Favoriten in der Hauptstadt' },
    },
  },
  {
    type: 'destination_box',
    settings: {
      items: destinations.map((d) => ({ key: d.key, image_url: svgImage(d.en[0] ?? d.key, [...d.colours], 600, 400), location: d.location, href: `/search?location=${d.key}` })),
    },
    text: { en: destinationText('en'), no: destinationText('no'), sv: destinationText('sv'), de: destinationText('de') },
  },
  {
    type: 'faq',
    settings: {},
    text: {
      en: { title: 'Frequently asked questions', items: faqEn },
      no: { title: 'Ofte stilte spørsmål', items: faqNo },
      sv: { title: 'Vanliga frågor', items: faqSv },
      de: { title: 'Häufige Fragen', items: faqDe },
    },
  },
];

export const SEED_PAGES: Readonly<Record<string, readonly SeedPage[]>> = {
  demo: [
    { slug: 'home', titles: { en: 'Home', no: 'Hjem', sv: 'Hem', de: 'Startseite' }, published: true, primary: true, sections: DEMO_HOME_SECTIONS },
    {
      slug: 'about',
      titles: { en: 'About us', no: 'Om oss', sv: 'Om oss', de: 'Über uns' },
      published: true,
      sections: [
        {
          type: 'rich_text',
          settings: {},
          text: {
            en: { title: 'About Demo Travels', html: '<p>Demo Travels AS is a small Oslo travel company selling fjord cruises, city walks and cabins across Norway and Sweden.</p>' },
            no: { title: 'Om Demo Travels', html: '<p>Demo Travels AS er et lite reiseselskap i Oslo som selger fjordcruise, byvandringer og hytter i Norge og Sverige.</p>' },
            sv: { title: 'Om Demo Travels', html: '<p>Demo Travels AS är ett litet resebolag i Oslo som säljer fjordkryssningar, stadsvandringar och stugor i Norge och Sverige.</p>' },
            de: { title: 'Über Demo Travels', html: '<p>Demo Travels AS ist ein kleines Reiseunternehmen aus Oslo mit Fjordfahrten, Stadtrundgängen und Hütten in Norwegen und Schweden.</p>' },
          },
        },
      ],
    },
    {
      slug: 'winter-deals',
      titles: { en: 'Winter deals (draft)', no: 'Vintertilbud (utkast)' },
      published: false,
      sections: [{ type: 'rich_text', settings: {}, text: { en: { title: 'Coming soon', html: '<p>Winter deals are not published yet.</p>' } } }],
    },
  ],
  'demo-paylater': [
    {
      slug: 'home',
      titles: { en: 'Home' },
      published: true,
      primary: true,
      sections: [
        {
          type: 'hero',
          settings: { image_url: svgImage('Book now, pay later', ['#7C3AED', '#F0ABFC'], 1600, 600), cta_href: '/search' },
          text: { en: { title: 'Book now, pay on arrival', subtitle: 'Reserve our best sellers without paying online.', cta_label: 'Browse' } },
        },
        { type: 'service_grid', settings: { bucket: 'Best sellers', columns: 3 }, text: { en: { title: 'Best sellers', subtitle: null } } },
      ],
    },
  ],
};

/** Header menu: a page (by slug) or a path. */
export const SEED_MENU: Readonly<Record<string, readonly { page?: string; url?: string; labels: Texts }[]>> = {
  demo: [
    { page: 'home', labels: { en: 'Home', no: 'Hjem', sv: 'Hem', de: 'Startseite' } },
    { url: '/search?type=activities', labels: { en: 'Activities', no: 'Aktiviteter', sv: 'Aktiviteter', de: 'Aktivitäten' } },
    { url: '/search?type=hotels', labels: { en: 'Hotels', no: 'Hoteller', sv: 'Hotell', de: 'Hotels' } },
    { url: '/search?type=packages', labels: { en: 'Packages', no: 'Pakker', sv: 'Paket', de: 'Pakete' } },
    { page: 'about', labels: { en: 'About us', no: 'Om oss', sv: 'Om oss', de: 'Über uns' } },
    // An unpublished page never shows in a public menu.
    { page: 'winter-deals', labels: { en: 'Winter deals', no: 'Vintertilbud' } },
  ],
  'demo-paylater': [
    { page: 'home', labels: { en: 'Home' } },
    { url: '/search', labels: { en: 'All experiences' } },
  ],
};

export const SEED_FOOTER_LINKS: Readonly<Record<string, readonly { page?: string; url?: string; labels: Texts }[]>> = {
  demo: [
    { page: 'about', labels: { en: 'About us', no: 'Om oss', sv: 'Om oss', de: 'Über uns' } },
    { url: 'mailto:hello@demo-travels.test', labels: { en: 'Contact', no: 'Kontakt', sv: 'Kontakt', de: 'Kontakt' } },
    { url: 'https://www.visitnorway.com', labels: { en: 'Visit Norway', no: 'Visit Norway', sv: 'Visit Norway', de: 'Visit Norway' } },
  ],
  'demo-paylater': [{ url: 'mailto:hello@demo-travels.test', labels: { en: 'Contact' } }],
};

export interface SeedLegal {
  kind: 'privacy' | 'terms';
  locale: SeedLocale;
  title: string;
  body: string;
}

export const PLATFORM_LEGAL: readonly SeedLegal[] = [
  { kind: 'privacy', locale: 'en', title: 'Wayhub privacy policy', body: '<p>Wayhub processes the personal data needed to deliver your booking: name, e-mail, phone and payment reference. We keep it for as long as the law requires and never sell it.</p>' },
  { kind: 'privacy', locale: 'no', title: 'Wayhubs personvernerklæring', body: '<p>Wayhub behandler personopplysningene som trengs for å levere bestillingen din: navn, e-post, telefon og betalingsreferanse. Vi lagrer dem så lenge loven krever og selger dem aldri.</p>' },
  { kind: 'privacy', locale: 'sv', title: 'Wayhubs integritetspolicy', body: '<p>Wayhub behandlar de personuppgifter som behövs för att leverera din bokning: namn, e-post, telefon och betalningsreferens. Vi sparar dem så länge lagen kräver och säljer dem aldrig.</p>' },
  { kind: 'terms', locale: 'en', title: 'Wayhub terms of use', body: '<p>Bookings are contracts with the supplier of each service. Wayhub acts as an intermediary.</p>' },
];

export const SITE_LEGAL: Readonly<Record<string, readonly SeedLegal[]>> = {
  demo: [
    { kind: 'privacy', locale: 'en', title: 'Privacy policy', body: '<p>Demo Travels AS is the controller of the data you give us when booking.</p>' },
    { kind: 'terms', locale: 'en', title: 'Terms and conditions', body: '<p>Prices include VAT. Cancellation follows the policy shown on each product.</p>' },
    { kind: 'terms', locale: 'no', title: 'Vilkår og betingelser', body: '<p>Prisene inkluderer mva. Avbestilling følger reglene som vises på hvert produkt.</p>' },
    { kind: 'terms', locale: 'sv', title: 'Allmänna villkor', body: '<p>Priserna inkluderar moms. Avbokning följer reglerna som visas på varje produkt.</p>' },
    { kind: 'terms', locale: 'de', title: 'Allgemeine Geschäftsbedingungen', body: '<p>Die Preise enthalten die Mehrwertsteuer. Stornierungen richten sich nach den Bedingungen des jeweiligen Produkts.</p>' },
  ],
  'demo-paylater': [
    { kind: 'privacy', locale: 'en', title: 'Privacy policy', body: '<p>Demo Pay Later stores your contact details only to manage your reservation.</p>' },
    { kind: 'terms', locale: 'en', title: 'Terms and conditions', body: '<p>Pay on arrival. No-shows may be charged by the supplier.</p>' },
  ],
};
