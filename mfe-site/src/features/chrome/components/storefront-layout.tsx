import { Outlet } from 'shared-ui/router';

/** Start-up gate, header, page, footer (spec 001 §2 and §4). To be built: issue 3 §2. */
export default function StorefrontLayout() {
  return <Outlet />;
}
