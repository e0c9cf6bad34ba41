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
    { filename: file('api/src/lib/messages.ts'), code: "import { formatMessage } from 'shared-contracts/messages';" },
    { filename: file('shared-contracts/src/errors.ts'), code: "import type { MessageId } from './i18n/messages'; const x = globalThis.Intl;" },
    { filename: file('shared-contracts/src/x.ts'), code: 'function f(location: string) { return location; }' },
    { filename: file('shared-contracts/src/testing/dom-fetch.ts'), code: "import { render } from '@testing-library/react'; document.title = 'x';" },
    { filename: file('shared-runtime/src/i18n/intl.ts'), code: "import type { MessageId } from 'shared-contracts/messages';" },
    { filename: file('shell/src/app/x.ts'), code: "import { type MessageId, type Messages } from 'shared-contracts/messages';" },
    { filename: file('shared-runtime/src/i18n/intl.ts'), code: "const p = () => import('shared-contracts/messages/no/core');" },
    { filename: file('shared-runtime/src/testing/catalogues.ts'), code: "import { CATALOGUES } from 'shared-contracts/messages';" },
    { filename: file('shared-runtime/src/i18n/i18n.test.ts'), code: "import { CATALOGUES } from 'shared-contracts/messages';" },
  ],
  invalid: [
    { filename: file('mfe-site/src/app/a.ts'), code: "import x from 'mfe-checkout/src/x';", errors: [{ messageId: 'remoteToRemote' }] },
    { filename: file('mfe-site/src/app/a.ts'), code: "import x from '../../../mfe-admin/src/app/routes';", errors: [{ messageId: 'remoteToRemote' }] },
    { filename: file('shell/src/app/a.ts'), code: "const x = import('../../../mfe-site/src/expose/area');", errors: [{ messageId: 'remoteToRemote' }] },
    { filename: file('api/src/app.ts'), code: "import React from 'react';", errors: [{ messageId: 'apiToFrontend' }] },
    { filename: file('api/src/app.ts'), code: "import { sessionStore } from 'shared-runtime/session';", errors: [{ messageId: 'apiToFrontend' }] },
    { filename: file('api/src/lib/x.ts'), code: "import { translate } from 'shared-runtime/i18n';", errors: [{ messageId: 'apiToFrontend' }] },
    { filename: file('api/src/lib/x.ts'), code: "import { x } from '../../../shared-runtime/src/http/client';", errors: [{ messageId: 'apiToFrontend' }] },
    { filename: file('shared-contracts/src/errors.ts'), code: "import { atom } from 'jotai';", errors: [{ messageId: 'contractsPure' }] },
    { filename: file('shared-contracts/src/x.ts'), code: "import ky from 'ky';", errors: [{ messageId: 'contractsPure' }] },
    { filename: file('shared-contracts/src/x.tsx'), code: "import { useState } from 'react';", errors: [{ messageId: 'contractsPure' }] },
    { filename: file('shared-contracts/src/x.ts'), code: "export { sessionStore } from 'shared-runtime/session';", errors: [{ messageId: 'contractsPure' }] },
    {
      filename: file('shared-contracts/src/x.ts'),
      code: "export const lang = () => (typeof document === 'undefined' ? 'en' : document.documentElement.lang) + window.name;",
      errors: [{ messageId: 'contractsPure' }, { messageId: 'contractsPure' }, { messageId: 'contractsPure' }],
    },
    { filename: file('shared-runtime/src/i18n/intl.ts'), code: "import { CATALOGUES } from 'shared-contracts/messages';", errors: [{ messageId: 'wholeCatalogues' }] },
    { filename: file('mfe-site/src/app/x.ts'), code: "import { isMessageId, type MessageId } from 'shared-contracts/messages';", errors: [{ messageId: 'wholeCatalogues' }] },
    { filename: file('shell/src/app/x.ts'), code: "const m = import('shared-contracts/messages');", errors: [{ messageId: 'wholeCatalogues' }] },
    { filename: file('api/src/app.ts'), code: "const ui = require('shared-ui');", errors: [{ messageId: 'apiToFrontend' }] },
    { filename: file('mfe-site/src/features/search/x.ts'), code: "import { c } from '../cart/c';", errors: [{ messageId: 'crossFeature' }] },
    { filename: file('mfe-admin/src/app/x.tsx'), code: "import { Box } from '@chakra-ui/react';", errors: [{ messageId: 'chakraDirect' }] },
    { filename: file('mfe-site/src/app/x.tsx'), code: "import { Link } from 'react-router-dom';", errors: [{ messageId: 'routerDirect' }] },
    { filename: file('shared-ui/src/components/x.tsx'), code: "import { Link } from 'react-router';", errors: [{ messageId: 'routerDirect' }] },
  ],
});
