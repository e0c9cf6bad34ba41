/** The shell's own panel pages (spec 000 §2.3: root profile, 403, change-password; §2.6: Sub-Users). */
import { Policy } from 'shared-contracts/enums';
import type { AreaManifest } from './types';

export const SHELL_MANIFEST = {
  area: 'shell',
  remote: 'shell',
  // Non-admins get a Profile link at the bottom of the drawer (spec 000 §2.6).
  drawer: { order: 90, access: {}, exceptAdmins: true },
  pages: {
    'shell.login': { pattern: 'login', title: 'shell.login.title', public: true },
    /** The panel root is the user's profile; below it the landing of each area the user works in. */
    'shell.profile': {
      pattern: 'npanel',
      title: 'shell.profile.title',
      crumb: 'nav.profile',
      drawer: { id: 'profile', order: 10, icon: 'profile', label: 'nav.profile' },
    },
    'shell.accessDenied': { pattern: 'npanel/403', title: 'areas.accessDenied.title' },
    /** Forced on first login, in a layout of its own (spec 000 §2.5). */
    'shell.changePassword': { pattern: 'npanel/change-password', title: 'shell.changePassword.title' },
    /** Sub-users need CREATE_OPERATOR_POLICY and a user who is not a sub-user (spec 000 §6; the page checks the latter). */
    'shell.subUsers': { pattern: 'npanel/user/operators', title: 'nav.subUsers', access: { policies: [Policy.CREATE_OPERATOR_POLICY] } },
  },
} as const satisfies AreaManifest;
