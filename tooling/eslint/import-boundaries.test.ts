import path from 'node:path';
import { type Rule, RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const plugin = require('./import-boundaries.js') as { rules: Record<string, Rule.RuleModule> };
const rule = plugin.rules['import-boundaries']!;
const root = path.resolve(__dirname, '../..');
const file = (rel: string) => path.join(root, rel);

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser as never, ecmaVersion: 2022, sourceType: 'module' } });

tester.run('import-boundaries', rule, {
  valid: [
    { filename: file('mfe-site/src/app/routes.tsx'), code: "import { api } from 'shared-contracts/paths';" },
    { filename: file('mfe-site/src/features/search/x.ts'), code: "import { y } from './y'; import { z } from '../../lib/z';" },
    { filename: file('mfe-site/src/features/search/x.ts'), code: "import { Box } from 'shared-ui';" },
    { filename: file('api/src/app.ts'), code: "import { Hono } from 'hono'; import { api } from 'shared-contracts/paths';" },
    { filename: file('shared-ui/src/index.ts'), code: "export { Box } from '@chakra-ui/react';" },
    { filename: file('shell/src/app/router.tsx'), code: "const m = import('./lazy');" },
    { filename: file('shared-ui/src/router.ts'), code: "export { Routes } from 'react-router';" },
    { filename: file('mfe-site/src/app/routes.tsx'), code: "import { Routes } from 'shared-ui/router';" },
  ],
  invalid: [
    { filename: file('mfe-site/src/app/a.ts'), code: "import x from 'mfe-checkout/src/x';", errors: [{ messageId: 'remoteToRemote' }] },
    { filename: file('mfe-site/src/app/a.ts'), code: "import x from '../../../mfe-admin/src/app/routes';", errors: [{ messageId: 'remoteToRemote' }] },
    { filename: file('shell/src/app/a.ts'), code: "const x = import('../../../mfe-site/src/expose/area');", errors: [{ messageId: 'remoteToRemote' }] },
    { filename: file('api/src/app.ts'), code: "import React from 'react';", errors: [{ messageId: 'apiToFrontend' }] },
    { filename: file('api/src/app.ts'), code: "import { sessionStore } from 'shared-contracts/session';", errors: [{ messageId: 'apiToFrontend' }] },
    { filename: file('api/src/app.ts'), code: "const ui = require('shared-ui');", errors: [{ messageId: 'apiToFrontend' }] },
    { filename: file('mfe-site/src/features/search/x.ts'), code: "import { c } from '../cart/c';", errors: [{ messageId: 'crossFeature' }] },
    { filename: file('mfe-admin/src/app/x.tsx'), code: "import { Box } from '@chakra-ui/react';", errors: [{ messageId: 'chakraDirect' }] },
    { filename: file('mfe-site/src/app/x.tsx'), code: "import { Link } from 'react-router-dom';", errors: [{ messageId: 'routerDirect' }] },
    { filename: file('shared-ui/src/components/x.tsx'), code: "import { Link } from 'react-router';", errors: [{ messageId: 'routerDirect' }] },
  ],
});
