import { Hono } from 'hono';
import { LOCALES } from 'shared-contracts/constants';
import { LocaleListAnswerSchema, type LocaleEntry } from 'shared-contracts/locales';
import { api } from 'shared-contracts/paths';
import type { Db } from '../../../db/client';
import { publicPath } from '../../../lib/paths';
import { toDto } from '../../../lib/validation';
import { listActiveLanguages } from './langs.repo';
import { access } from '../../auth/access/access';

export function langsRoutes({ db }: { db: Db }) {
  return new Hono().get(publicPath(api.locales.list.pattern), access.public, async (c) => {
    const rows = await listActiveLanguages(db);
    // Spec order (en first) rather than alphabetical, so pickers list the default language first.
    const order = (code: string) => (LOCALES as readonly string[]).indexOf(code);
    const entries = rows
      .map((row) => ({ code: row.code as LocaleEntry['code'], name: row.name, is_active: row.isActive }))
      .sort((a, b) => order(a.code) - order(b.code));
    return c.json(toDto(LocaleListAnswerSchema, { data: entries }));
  });
}
