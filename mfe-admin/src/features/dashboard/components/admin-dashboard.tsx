import { usePageMeta, useT } from 'shared-contracts/session';
import { RemoteVersion } from 'shared-ui';
import { AreaLanding, useAreaNav } from 'shared-ui/panel';
import { version } from '../../../expose/version';
import { PAGES } from '../../../app/paths';

/** The administrator start page: the dashboard. Its figures arrive with a later issue; today it is the navigation. */
export function AdminDashboard() {
  const t = useT();
  usePageMeta({ title: PAGES.dashboard.titleId, breadcrumbs: [{ label: 'nav.dashboard' }] });
  const groups = useAreaNav('admin');
  return (
    <AreaLanding
      title={t(PAGES.dashboard.titleId)}
      intro={t('areas.admin.intro')}
      groups={groups}
      footer={<RemoteVersion name="mfe-admin" version={version} />}
    />
  );
}
