import { hrefFor } from 'shared-contracts/manifests';
import type { TourEditSection } from 'shared-contracts/enums';
import { LIMITS } from 'shared-contracts/constants';

/** The pages of an activity, in the page's language: one place that knows the manifest keys. */
export const tourHref = {
  list: (lang: string) => hrefFor('supplier.tour.list', { lang }),
  create: (lang: string) => hrefFor('supplier.tour.edit', { lang, id: LIMITS.createId }),
  edit: (lang: string, id: number, section?: TourEditSection) => `${hrefFor('supplier.tour.edit', { lang, id })}${section ? `?section=${section}` : ''}`,
  manage: (lang: string, id: number) => hrefFor('supplier.tour.manage', { lang, id }),
  manageOptions: (lang: string, id: number) => hrefFor('supplier.tour.manage.options', { lang, id }),
  manageTickets: (lang: string, id: number) => hrefFor('supplier.tour.manage.tickets', { lang, id }),
  settings: (lang: string, id: number) => hrefFor('supplier.tour.settings', { lang, id }),
  customSection: (lang: string, id: number, sectionId: number) => hrefFor('supplier.tour.settings.customSection', { lang, id, sectionId }),
  productFeatureCreate: (lang: string) => hrefFor('supplier.productFeature.edit', { lang, featureId: LIMITS.createId }),
};
