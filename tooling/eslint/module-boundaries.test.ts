import path from 'node:path';
import { type Rule, RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const plugin = require('./module-boundaries.js') as { rules: Record<string, Rule.RuleModule> };
const rule = plugin.rules['module-boundaries']!;
const root = path.resolve(__dirname, '../..');
const file = (rel: string) => path.join(root, rel);

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser as never, ecmaVersion: 2022, sourceType: 'module' } });

tester.run('module-boundaries', rule, {
  valid: [
    // Another module's service, and a module's own repo and tables.
    { filename: file('api/src/modules/customer/x/x.service.ts'), code: "import type { CartService } from '../../booking/cart/cart.service';" },
    { filename: file('api/src/modules/booking/cart/cart.service.ts'), code: "import { findCart } from './cart.repo';" },
    { filename: file('api/src/modules/booking/cart/cart.repo.ts'), code: "import { carts } from '../../../db/schema/booking';" },
    { filename: file('api/src/modules/core/catalogue/catalogue.repo.ts'), code: "import { services } from '../../../db/schema/catalogue';" },
    // Tests may set up and inspect any table.
    { filename: file('api/src/modules/customer/x/x.test.ts'), code: "import { reservations } from '../../../db/schema/booking';" },
    // So may a module's benchmark harness, which sets up the departures it books.
    { filename: file('api/src/modules/booking/bench.ts'), code: "import { services } from '../../db/schema/catalogue';" },
    // A package by its name; a workspace's own source.
    { filename: file('e2e/tests/a.spec.ts'), code: "import { api } from 'shared-contracts/paths';" },
    { filename: file('mfe-site/src/features/a/b.ts'), code: "import { c } from '../../lib/c';" },
    // tooling/ is the repository's harness, not a workspace: the bench drives the API's source.
    { filename: file('tooling/scripts/bench.ts'), code: "import { createApp } from '../../api/src/app';" },
    // Inside one exported subpath's folder; a type-only import of a sibling.
    { filename: file('shared-runtime/src/session/hooks.ts'), code: "import { store } from './store';" },
    { filename: file('shared-runtime/src/session/hooks.ts'), code: "import type { MessageId } from '../i18n/intl';" },
  ],
  invalid: [
    { filename: file('api/src/modules/customer/a/a.service.ts'), code: "import { findSiteById } from '../../core/partner-sites/partner-sites.repo';", errors: [{ messageId: 'moduleInternals' }] },
    { filename: file('api/src/modules/customer/a/a.service.ts'), code: "import type { Row } from '../../core/partner-sites/partner-sites.repo';", errors: [{ messageId: 'moduleInternals' }] },
    { filename: file('api/src/modules/booking/a/a.ts'), code: "import { usersRoutes } from '../../core/users/users.routes';", errors: [{ messageId: 'moduleInternals' }] },
    { filename: file('api/src/modules/customer/a/a.repo.ts'), code: "import { reservations } from '../../../db/schema/booking';", errors: [{ messageId: 'foreignTables' }] },
    { filename: file('api/src/modules/booking/a/a.service.ts'), code: "import { services } from '../../../db/schema/catalogue';", errors: [{ messageId: 'foreignTables' }] },
    { filename: file('api/src/modules/booking/bench-data.ts'), code: "import { services } from '../../db/schema/catalogue';", errors: [{ messageId: 'foreignTables' }] },
    { filename: file('e2e/tests/a.spec.ts'), code: "import { SEED } from '../../api/src/db/seed/catalogue-data';", errors: [{ messageId: 'workspaceSrc' }] },
    { filename: file('mfe-site/src/a.test.ts'), code: "import { x } from 'api/src/db/seed/catalogue-data';", errors: [{ messageId: 'workspaceSrc' }] },
    { filename: file('shared-runtime/src/http/client.ts'), code: "import { store } from '../session/store';", errors: [{ messageId: 'siblingByName' }] },
    { filename: file('shared-contracts/src/i18n/catalogues/en/validation.ts'), code: "import { LIMITS } from '../../../constants';", errors: [{ messageId: 'siblingByName' }] },
  ],
});
