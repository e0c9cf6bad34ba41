import * as v from 'valibot';
import { ApiError, ErrorCode, issuesFromValibot, resolveErrorMessage, statusMessageId } from './errors';
import { loadCatalogue, translate } from './i18n';
import { ChangePasswordInputSchema, LoginInputSchema } from './schemas/auth';

// no and sv load on demand; the messages below are asserted in them.
beforeAll(() => Promise.all([loadCatalogue('no'), loadCatalogue('sv')]));

describe('HTTP status → message (spec 000 §8)', () => {
  it.each([
    [undefined, "You've been logged out due to session time out. Kindly log back in for contined access."],
    [0, "You've been logged out due to session time out. Kindly log back in for contined access."],
    [400, 'Bad request'],
    [401, 'Unauthenticated'],
    [403, 'Access Denied'],
    [500, 'Something went wrong'],
    [404, 'Something went wrong'],
    [502, 'Something went wrong'],
  ])('status %p reads %p', (status, text) => {
    expect(resolveErrorMessage({ status })).toBe(text);
  });

  it('prefers the server message, unless it is blank', () => {
    expect(resolveErrorMessage({ status: 400, serverMessage: 'Tour is archived' })).toBe('Tour is archived');
    expect(resolveErrorMessage({ status: 400, serverMessage: '  ' })).toBe('Bad request');
    expect(resolveErrorMessage({ status: 403, serverMessage: null, locale: 'no' })).toBe('Ingen tilgang');
  });

  it('maps statuses to catalogue ids', () => {
    expect(statusMessageId(null)).toBe('errors.sessionTimeout');
    expect(statusMessageId(418)).toBe('errors.somethingWentWrong');
  });
});

describe('ApiError', () => {
  it('builds from a code with its status and catalogue message', () => {
    const error = ApiError.fromCode(ErrorCode.MAX_SITE_LIMIT);
    expect(error).toBeInstanceOf(Error);
    expect(error.status).toBe(409);
    expect(error.message).toBe('The maximum number of allowed sites has been reached. Please contact support.');
    expect(error.toEnvelope()).toEqual({ code: 'MAX_SITE_LIMIT', message: error.message });
  });

  it('takes a message id or literal text, in a chosen language', () => {
    expect(ApiError.fromCode(ErrorCode.RATE_LIMITED, { message: 'errors.tooManyLoginAttempts', locale: 'sv' }).message).toBe(
      'För många misslyckade inloggningsförsök. Vänta några minuter och försök igen.',
    );
    expect(ApiError.fromCode(ErrorCode.NOT_FOUND, { message: 'Tour 7 does not exist' }).message).toBe('Tour 7 does not exist');
  });

  it('carries issues into the envelope', () => {
    const issues = [{ path: 'email', message: 'Please enter email.', code: 'validation.emailRequired' }];
    expect(ApiError.fromCode(ErrorCode.VALIDATION_FAILED, { issues }).toEnvelope()).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Some fields are not valid. Please check them and try again.',
      issues,
    });
  });
});

describe('issuesFromValibot', () => {
  const english = (id: Parameters<typeof translate>[1]) => translate('en', id);

  it('gives dotted paths, translated messages and the id as code', () => {
    const result = v.safeParse(LoginInputSchema, { email: 'nope', password: '' });
    expect(result.success).toBe(false);
    expect(issuesFromValibot(result.issues ?? [], english)).toEqual([
      { path: 'email', message: 'Please enter valid email.', code: 'validation.emailInvalid' },
      { path: 'password', message: 'Please enter your password.', code: 'validation.passwordRequired' },
    ]);
  });

  it('puts a cross-field failure on the field the schema forwards it to', () => {
    const result = v.safeParse(ChangePasswordInputSchema, {
      current_password: 'old-password',
      new_password: 'new-password-1',
      confirm_password: 'new-password-2',
    });
    const issues = issuesFromValibot(result.issues ?? [], (id) => translate('no', id));
    expect(issues).toEqual([{ path: 'confirm_password', message: 'Passordene er ikke like.', code: 'validation.passwordsDiffer' }]);
  });

  it('numbers array positions and replaces valibot defaults with a catalogue message', () => {
    const Schema = v.object({ items: v.array(v.object({ name: v.string() })) });
    const result = v.safeParse(Schema, { items: [{ name: 'a' }, { name: 3 }] });
    expect(issuesFromValibot(result.issues ?? [], english)).toEqual([
      { path: 'items.1.name', message: 'This value is not valid.', code: 'validation.invalid' },
    ]);
  });

  it('keeps one issue per field: the first, which is what a form shows', () => {
    const result = v.safeParse(LoginInputSchema, { email: '', password: 'x' });
    expect(result.issues?.length).toBe(2);
    expect(issuesFromValibot(result.issues ?? [], english)).toEqual([
      { path: 'email', message: 'Please enter email.', code: 'validation.emailRequired' },
    ]);
  });

  it('uses an empty path for the payload itself', () => {
    const result = v.safeParse(LoginInputSchema, 'text');
    expect(issuesFromValibot(result.issues ?? [], english)[0]?.path).toBe('');
  });
});
