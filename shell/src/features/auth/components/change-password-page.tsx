import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'shared-ui/router';
import { type ChangePasswordInput, ChangePasswordInputSchema } from 'shared-contracts/auth';
import { isMessageId } from 'shared-runtime/i18n';
import { useAlert, useLocale, useSetCurrentUser, useT } from 'shared-runtime/session';
import { Alert, Button, Field, Input, Stack } from 'shared-ui';
import { getCurrentUser } from '../../../lib/api/get-current-user';
import { useHttp } from '../../../lib/http';
import { landingPath } from '../../../lib/lang-path';
import { changePassword } from '../api/change-password';
import { AuthCard } from './auth-card';
import { authErrorText, fieldIssues, type ServerErrorText } from './server-error';

type FieldName = keyof ChangePasswordInput;
const FIELDS: readonly { name: FieldName; label: 'shell.changePassword.current' | 'shell.changePassword.new' | 'shell.changePassword.confirm'; autoComplete: string }[] = [
  { name: 'current_password', label: 'shell.changePassword.current', autoComplete: 'current-password' },
  { name: 'new_password', label: 'shell.changePassword.new', autoComplete: 'new-password' },
  { name: 'confirm_password', label: 'shell.changePassword.confirm', autoComplete: 'new-password' },
];

/** npanel/change-password: forced on first login (spec 000 §4.1 step 4); the guard keeps the user here until done. */
export function ChangePasswordPage() {
  const t = useT();
  const http = useHttp();
  const navigate = useNavigate();
  const alert = useAlert();
  const [locale] = useLocale();
  const setUser = useSetCurrentUser();
  const [serverError, setServerError] = useState<ServerErrorText | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordInput>({
    resolver: valibotResolver(ChangePasswordInputSchema),
    defaultValues: { current_password: '', new_password: '', confirm_password: '' },
  });

  const message = (value: string | undefined) => (value === undefined ? undefined : isMessageId(value) ? t(value) : value);

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await changePassword(http, values);
      // The server cleared first_time_login; reload the user so the guard lets them through.
      const user = await getCurrentUser(http);
      setUser(user);
      alert.show({ status: 'success', messageId: 'shell.changePassword.success' });
      navigate(landingPath(user, locale), { replace: true });
    } catch (error) {
      const known = new Set<string>(FIELDS.map((field) => field.name));
      for (const issue of fieldIssues(error)) {
        if (known.has(issue.field)) setError(issue.field as FieldName, { type: 'server', message: issue.id ?? issue.text });
      }
      setServerError(authErrorText(error));
    }
  });

  return (
    <AuthCard title={t('shell.changePassword.title')} intro={t('shell.changePassword.intro')}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="4">
          {serverError ? (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>{'id' in serverError ? t(serverError.id) : serverError.text}</Alert.Title>
            </Alert.Root>
          ) : null}
          {FIELDS.map((field) => (
            <Field.Root key={field.name} invalid={Boolean(errors[field.name])} required>
              <Field.Label>{t(field.label)}</Field.Label>
              <Input type="password" autoComplete={field.autoComplete} {...register(field.name)} />
              <Field.ErrorText>{message(errors[field.name]?.message)}</Field.ErrorText>
            </Field.Root>
          ))}
          <Button type="submit" colorPalette="brand" loading={isSubmitting} loadingText={t('shell.changePassword.submitting')}>
            {t('shell.changePassword.submit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
