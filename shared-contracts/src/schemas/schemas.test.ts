import * as v from 'valibot';
import { createPartnerSite } from '../testing';
import { ChangePasswordInputSchema, LoginInputSchema } from './auth';
import { IdSchema, IdTextSchema } from './common';
import { PartnerSiteSchema } from './sites';

/** The first message per field, which is the one a form shows. */
function messagesByPath(issues: readonly v.BaseIssue<unknown>[] | undefined): Record<string, string> {
  const byPath: Record<string, string> = {};
  for (const issue of issues ?? []) byPath[v.getDotPath(issue) ?? ''] ??= issue.message;
  return byPath;
}

describe('LoginInputSchema', () => {
  it('trims and lowercases the e-mail', () => {
    const parsed = v.parse(LoginInputSchema, { email: '  Kari.Nordmann@Example.NO ', password: 'secret' });
    expect(parsed.email).toBe('kari.nordmann@example.no');
  });

  it('answers with catalogue ids', () => {
    expect(messagesByPath(v.safeParse(LoginInputSchema, { email: '', password: '' }).issues)).toEqual({
      email: 'validation.emailRequired',
      password: 'validation.passwordRequired',
    });
  });
});

describe('ChangePasswordInputSchema', () => {
  const valid = { current_password: 'old-password', new_password: 'new-password', confirm_password: 'new-password' };

  it('accepts matching new passwords', () => {
    expect(v.safeParse(ChangePasswordInputSchema, valid).success).toBe(true);
  });

  it('refuses a mismatch on confirm_password with validation.passwordsDiffer', () => {
    const result = v.safeParse(ChangePasswordInputSchema, { ...valid, confirm_password: 'other-password' });
    expect(messagesByPath(result.issues)).toEqual({ confirm_password: 'validation.passwordsDiffer' });
  });

  it('refuses an unchanged or short new password', () => {
    const same = v.safeParse(ChangePasswordInputSchema, { ...valid, new_password: 'old-password', confirm_password: 'old-password' });
    expect(messagesByPath(same.issues)).toEqual({ new_password: 'validation.passwordUnchanged' });
    const short = v.safeParse(ChangePasswordInputSchema, { ...valid, new_password: 'short', confirm_password: 'short' });
    expect(messagesByPath(short.issues)).toEqual({ new_password: 'validation.passwordTooShort' });
  });
});

describe('PartnerSiteSchema', () => {
  it('fills the theme defaults of the spec: button radius 50, box colour #FFF, font Roboto', () => {
    const site = { ...createPartnerSite(), theme_settings: {} };
    const theme = v.parse(PartnerSiteSchema, site).theme_settings;
    expect(theme.button_radius).toBe(50);
    expect(theme.box_color).toBe('#FFF');
    expect(theme.site_font).toBe('Roboto');
  });

  it('refuses a malformed colour with validation.colorInvalid', () => {
    const site = { ...createPartnerSite(), theme_settings: { box_color: 'white' } };
    expect(messagesByPath(v.safeParse(PartnerSiteSchema, site).issues)).toEqual({ 'theme_settings.box_color': 'validation.colorInvalid' });
  });
});

describe('ids and text (issue 11 §5: bad input is a 400, never a database error)', () => {
  it('an id is a whole number from 1 to 2147483647, in a body and as text in a path or query', () => {
    for (const good of [1, 2_147_483_647]) expect(v.safeParse(IdSchema, good).success).toBe(true);
    for (const bad of [0, -1, 1.5, 2_147_483_648, 1e20]) expect(v.safeParse(IdSchema, bad).issues?.[0]?.message).toBe('validation.idInvalid');
    expect(v.parse(IdTextSchema, '2147483647')).toBe(2_147_483_647);
    for (const bad of ['2147483648', '99999999999999999999', '-1', '1e3', ' 1']) expect(v.safeParse(IdTextSchema, bad).issues?.[0]?.message).toBe('validation.idInvalid');
  });

  it('every contract string refuses the NUL character with validation.invalidCharacter, as its first message', () => {
    expect(messagesByPath(v.safeParse(LoginInputSchema, { email: 'kari@example.no', password: 'sec\u0000ret' }).issues)).toEqual({ password: 'validation.invalidCharacter' });
    expect(v.parse(LoginInputSchema, { email: 'kari@example.no', password: 'secret\\u0000' }).password).toBe('secret\\u0000');
  });
});
