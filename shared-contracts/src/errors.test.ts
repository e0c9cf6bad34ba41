import * as v from 'valibot';
import { ApiError, ErrorCode, issuesFromValibot, resolveErrorMessage, statusMessageId, type TranslateFn } from './errors';
import { formatMessage, isMessageId } from './i18n/messages';
import { ChangePasswordInputSchema, LoginInputSchema } from './schemas/auth';

const inLocale = (locale: string): TranslateFn => (id, values) => formatMessage(locale, id, values);
const english = inLocale('en');

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
    expect(resolveErrorMessage({ status }, english)).toBe(text);
  });

  it('prefers the server message, unless it is blank', () => {
    expect(resolveErrorMessage({ status: 400, serverMessage: 'Tour is archived' }, english)).toBe('Tour is archived');
    expect(resolveErrorMessage({ status: 400, serverMessage: '  ' }, english)).toBe('Bad request');
    expect(resolveErrorMessage({ status: 403, serverMessage: null }, inLocale('no'))).toBe('Ingen tilgang');
  });

  it('maps statuses to catalogue ids', () => {
    expect(statusMessageId(null)).toBe('errors.sessionTimeout');
    expect(statusMessageId(418)).toBe('errors.somethingWentWrong');
  });
});

describe('ApiError', () => {
  it('builds from a code with its status and catalogue message', () => {
    const error = ApiError.fromCode(ErrorCode.MAX_SITE_LIMIT, english);
    expect(error).toBeInstanceOf(Error);
    expect(error.status).toBe(409);
    expect(error.message).toBe('The maximum number of allowed sites has been reached. Please contact support.');
    expect(error.toEnvelope()).toEqual({ code: 'MAX_SITE_LIMIT', message: error.message });
  });

  it('takes a message id or literal text, in a chosen language', () => {
    expect(ApiError.fromCode(ErrorCode.RATE_LIMITED, inLocale('sv'), { messageId: 'errors.tooManyLoginAttempts' }).message).toBe(
      'För många misslyckade inloggningsförsök. Vänta några minuter och försök igen.',
    );
    const literal = ApiError.fromCode(ErrorCode.NOT_FOUND, english, { message: 'Tour 7 does not exist' });
    expect(literal.message).toBe('Tour 7 does not exist');
    expect(literal.messageId).toBeUndefined();
  });

  it('carries issues into the envelope', () => {
    const issues = [{ path: 'email', message: 'Please enter email.', code: 'validation.emailRequired' }];
    expect(ApiError.fromCode(ErrorCode.VALIDATION_FAILED, english, { issues }).toEnvelope()).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Some fields are not valid. Please check them and try again.',
      issues,
    });
  });
});

describe('issuesFromValibot', () => {
  it('gives dotted paths, translated messages and the id as code', () => {
    const result = v.safeParse(LoginInputSchema, { email: 'nope', password: '' });
    expect(result.success).toBe(false);
    expect(issuesFromValibot(result.issues ?? [], english, isMessageId)).toEqual([
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
    const issues = issuesFromValibot(result.issues ?? [], inLocale('no'), isMessageId);
    expect(issues).toEqual([{ path: 'confirm_password', message: 'Passordene er ikke like.', code: 'validation.passwordsDiffer' }]);
  });

  it('numbers array positions and replaces valibot defaults with a catalogue message', () => {
    const Schema = v.object({ items: v.array(v.object({ name: v.string() })) });
    const result = v.safeParse(Schema, { items: [{ name: 'a' }, { name: 3 }] });
    expect(issuesFromValibot(result.issues ?? [], english, isMessageId)).toEqual([
      { path: 'items.1.name', message: 'This value is not valid.', code: 'validation.invalid' },
    ]);
  });

  it('keeps one issue per field: the first, which is what a form shows', () => {
    const result = v.safeParse(LoginInputSchema, { email: '', password: 'x' });
    expect(result.issues?.length).toBe(2);
    expect(issuesFromValibot(result.issues ?? [], english, isMessageId)).toEqual([
      { path: 'email', message: 'Please enter email.', code: 'validation.emailRequired' },
    ]);
  });

  it('uses an empty path for the payload itself', () => {
    const result = v.safeParse(LoginInputSchema, 'text');
    expect(issuesFromValibot(result.issues ?? [], english, isMessageId)[0]?.path).toBe('');
  });
});
