import { useParams } from 'shared-ui/router';
import { DEFAULT_LOCALE } from 'shared-contracts/constants';
import { usePageMeta, useT } from 'shared-runtime/session';
import { RemoteVersion } from 'shared-ui';
import { AreaLanding } from 'shared-ui/panel';
import { useAreaNav } from 'shared-ui/panel-area';
import { hrefFor } from 'shared-contracts/manifests';
import { version } from '../../../expose/version';

const TITLE = 'areas.supplier.title';

export function SupplierLanding() {
  const t = useT();
  const { lang = DEFAULT_LOCALE } = useParams();
  // Shown inside the shell's profile page (the panel root), or alone when the remote runs standalone.
  usePageMeta({ title: TITLE, breadcrumbs: [{ label: 'nav.profile', href: hrefFor('shell.profile', { lang }) }, { label: TITLE }] });
  const groups = useAreaNav('supplier');
  return (
    <AreaLanding
      title={t(TITLE)}
      intro={t('areas.supplier.intro')}
      groups={groups}
      footer={<RemoteVersion name="mfe-panel-supplier" version={version} />}
    />
  );
}
