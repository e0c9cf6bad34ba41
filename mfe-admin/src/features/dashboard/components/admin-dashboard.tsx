import { usePageMeta, useT } from 'shared-runtime/session';
import { RemoteVersion } from 'shared-ui';
import { AreaLanding } from 'shared-ui/panel';
import { useAreaNav } from 'shared-ui/panel-area';
import { ADMIN_MANIFEST } from 'shared-contracts/manifests';
import { version } from '../../../expose/version';

const { title } = ADMIN_MANIFEST.pages['admin.dashboard'];

/** The administrator start page: the dashboard. Its figures arrive with a later issue; today it is the navigation. */
export function AdminDashboard() {
  const t = useT();
  usePageMeta({ title, breadcrumbs: [{ label: 'nav.dashboard' }] });
  const groups = useAreaNav('admin');
  return (
    <AreaLanding
      title={t(title)}
      intro={t('areas.admin.intro')}
      groups={groups}
      footer={<RemoteVersion name="mfe-admin" version={version} />}
    />
  );
}
