/** Module Federation names of the remotes, as /remotes.json and the remotes' own configs spell them. */
export const REMOTES = {
  site: 'mfe_site',
  checkout: 'mfe_checkout',
  customerArea: 'mfe_customer_area',
  panelSupplier: 'mfe_panel_supplier',
  panelPartner: 'mfe_panel_partner',
  admin: 'mfe_admin',
  terminal: 'mfe_terminal',
} as const;
export type RemoteName = (typeof REMOTES)[keyof typeof REMOTES];
export const REMOTE_NAMES = Object.values(REMOTES) as readonly RemoteName[];

/** Remotes a partner-site visitor may ever fetch (ARCHITECTURE §2); panel remotes stay off that path. */
export const SITE_MODE_REMOTES: ReadonlySet<RemoteName> = new Set([
  REMOTES.site,
  REMOTES.checkout,
  REMOTES.customerArea,
  REMOTES.terminal,
]);

export function isRemoteName(value: unknown): value is RemoteName {
  return typeof value === 'string' && (REMOTE_NAMES as readonly string[]).includes(value);
}

/** Every remote exposes its area as './Area' (and './version'); checkout also './CartDrawer'. */
export type RemoteExpose = './Area' | './CartDrawer' | './version' | `./${string}`;
