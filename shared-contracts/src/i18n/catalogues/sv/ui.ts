import type { ui as en } from '../en/ui';

export const ui: Record<keyof typeof en, string> = {
  'areas.ui.notBuiltYet.badge': 'Inte byggd än',
  'areas.ui.notBuiltYet.body': 'Den här sidan är inte byggd än. Den kommer i en senare version och visar inga data innan dess.',
  'areas.ui.loading': 'Laddar …',
  'areas.ui.error.title': 'Något gick fel',
  'areas.ui.retry': 'Försök igen',
  'areas.ui.closeAlert': 'Stäng aviseringen',
  'areas.site.search': 'Sök',
  'areas.site.page': 'Sida',
  'areas.site.privacyPolicy': 'Integritetspolicy',
  'areas.site.termsAndConditions': 'Allmänna villkor',
  'areas.site.widget': 'Widget',
  'areas.site.hubWidget': 'Hubbwidget',
  'areas.site.activity': 'Aktivitet',
  'areas.site.adventure': 'Äventyr',
  'areas.site.hotel': 'Hotell',
  'areas.site.package': 'Paket',
  'areas.site.rental': 'Uthyrning',
  'areas.site.restaurant': 'Restaurang',
  'areas.site.event': 'Evenemang',
  'areas.site.attraction': 'Attraktion',
};
