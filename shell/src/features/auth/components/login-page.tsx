import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'shared-ui/router';
import { type LoginInput, LoginInputSchema } from 'shared-contracts/auth';
import { isMessageId } from 'shared-runtime/i18n';
import { accessTokenAtom, sessionStore, useLocale, useSetCurrentUser, useT } from 'shared-runtime/session';
import { Alert, Button, Field, Input, Stack } from 'shared-ui';
import { getCurrentUser } from '../../../lib/api/get-current-user';
import { useHttp } from '../../../lib/http';
import { landingPath } from '../../../lib/lang-path';
import { login } from '../api/login';
import { AuthCard } from './auth-card';
import { authErrorText, fieldIssues, type ServerErrorText } from './server-error';

/** /{lang}/login: e-mail and password; on success the user lands per spec 000 §4.1 (change-password first). */
export function LoginPage() {
  const t = useT();
  const http = useHttp();
  const navigate = useNavigate();
  const [locale] = useLocale();
  const setUser = useSetCurrentUser();
  const [serverError, setServerError] = useState<ServerErrorText | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({ resolver: valibotResolver(LoginInputSchema), defaultValues: { email: '', password: '' } });

  const message = (value: string | undefined) => (value === undefined ? undefined : isMessageId(value) ? t(value) : value);

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const token = await login(http, values);
      sessionStore.set(accessTokenAtom, token);
      const user = await getCurrentUser(http);
      setUser(user);
      navigate(landingPath(user, locale), { replace: true });
    } catch (error) {
      for (const issue of fieldIssues(error)) {
        if (issue.field === 'email' || issue.field === 'password') {
          setError(issue.field, { type: 'server', message: issue.id ?? issue.text });
        }
      }
      setServerError(authErrorText(error));
    }
  });

  return (
    <AuthCard title={t('shell.login.title')} intro={t('shell.login.subtitle')}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="4">
          {serverError ? (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>{'id' in serverError ? t(serverError.id) : serverError.text}</Alert.Title>
            </Alert.Root>
          ) : null}
          <Field.Root invalid={Boolean(errors.email)} required>
            <Field.Label>{t('common.email')}</Field.Label>
            <Input type="email" autoComplete="username" inputMode="email" autoFocus {...register('email')} />
            <Field.ErrorText>{message(errors.email?.message)}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={Boolean(errors.password)} required>
            <Field.Label>{t('common.password')}</Field.Label>
            <Input type="password" autoComplete="current-password" {...register('password')} />
            <Field.ErrorText>{message(errors.password?.message)}</Field.ErrorText>
          </Field.Root>
          <Button type="submit" colorPalette="brand" loading={isSubmitting} loadingText={t('shell.login.submitting')}>
            {t('shell.login.submit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
