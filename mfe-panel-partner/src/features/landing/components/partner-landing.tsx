import { useParams } from 'shared-ui/router';
import { DEFAULT_LOCALE } from 'shared-contracts/constants';
import { usePageMeta, useT } from 'shared-contracts/session';
import { RemoteVersion } from 'shared-ui';
import { AreaLanding, useAreaNav } from 'shared-ui/panel';
import { version } from '../../../expose/version';
import { rootCrumbs } from '../../../app/navigation';
import { PAGES } from '../../../app/paths';

export function PartnerLanding() {
  const t = useT();
  const { lang = DEFAULT_LOCALE } = useParams();
  usePageMeta({ title: PAGES.landing.titleId, breadcrumbs: [...rootCrumbs(lang), { label: PAGES.landing.titleId }] });
  const groups = useAreaNav('partner');
  return (
    <AreaLanding
      title={t(PAGES.landing.titleId)}
      intro={t('areas.partner.intro')}
      groups={groups}
      footer={<RemoteVersion name="mfe-panel-partner" version={version} />}
    />
  );
}
