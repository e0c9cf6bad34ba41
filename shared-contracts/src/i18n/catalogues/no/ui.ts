import type { ui as en } from '../en/ui';

export const ui: Record<keyof typeof en, string> = {
  'areas.ui.notBuiltYet.badge': 'Ikke bygget ennå',
  'areas.ui.notBuiltYet.body': 'Denne siden er ikke bygget ennå. Den kommer i en senere versjon og viser ingen data før det.',
  'areas.ui.loading': 'Laster inn …',
  'areas.ui.error.title': 'Noe gikk galt',
  'areas.ui.retry': 'Prøv igjen',
  'areas.ui.closeAlert': 'Lukk varselet',
  'areas.site.search': 'Søk',
  'areas.site.page': 'Side',
  'areas.site.privacyPolicy': 'Personvernerklæring',
  'areas.site.termsAndConditions': 'Vilkår og betingelser',
  'areas.site.widget': 'Widget',
  'areas.site.hubWidget': 'Hub-widget',
  'areas.site.activity': 'Aktivitet',
  'areas.site.adventure': 'Eventyr',
  'areas.site.hotel': 'Hotell',
  'areas.site.package': 'Pakke',
  'areas.site.rental': 'Utleie',
  'areas.site.restaurant': 'Restaurant',
  'areas.site.event': 'Arrangement',
  'areas.site.attraction': 'Attraksjon',
};
