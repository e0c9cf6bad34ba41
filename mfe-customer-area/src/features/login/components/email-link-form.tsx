import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { CustomerLoginInputSchema } from 'shared-contracts/customer';
import { isApiError } from 'shared-contracts/errors';
import { isMessageId } from 'shared-runtime/i18n';
import { useLocale, useT } from 'shared-runtime/session';
import * as v from 'shared-contracts/valibot';
import { Alert, Box, Button, Field, Heading, Input, Stack, Text, chakra } from 'shared-ui';
import { requestLoginLink } from '../api/request-login-link';

/** The form's part of the contract: the address; `lang` is the page's language, added on submit. */
const EmailFormSchema = v.object({ email: CustomerLoginInputSchema.entries.email });
type EmailFormInput = v.InferInput<typeof EmailFormSchema>;
type EmailForm = v.InferOutput<typeof EmailFormSchema>;

export interface EmailLinkFormProps {
  defaultEmail?: string;
  /** The submit button's text: "Send login link" on the login page, "Request a new login link" after a refused one. */
  submitLabel: string;
}

/**
 * Asks for a login link by e-mail (spec 001 §4 "Customer session"). The answer is the same whether or not the
 * address has bookings, so the confirmation says "if". A refusal (e.g. 429) shows the server's message.
 */
export function EmailLinkForm({ defaultEmail = '', submitLabel }: EmailLinkFormProps) {
  const t = useT();
  const [locale] = useLocale();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<EmailFormInput, unknown, EmailForm>({ resolver: valibotResolver(EmailFormSchema), defaultValues: { email: defaultEmail } });

  const submit = handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      await requestLoginLink({ email, lang: locale });
      setSentTo(email);
    } catch (error) {
      setFailure(isApiError(error) ? error.message : t('errors.somethingWentWrong'));
    }
  });

  if (sentTo !== null) {
    return (
      <Stack gap="4" role="status" aria-live="polite">
        <Heading as="h2" size="lg">
          {t('site.customer.login.sentTitle')}
        </Heading>
        <Text>{t('site.customer.login.sent', { email: sentTo })}</Text>
        <Box>
          <Button
            variant="outline"
            onClick={() => {
              reset({ email: '' });
              setSentTo(null);
            }}
          >
            {t('site.customer.login.otherAddress')}
          </Button>
        </Box>
      </Stack>
    );
  }

  const emailError = errors.email?.message;
  return (
    <chakra.form onSubmit={submit} noValidate aria-busy={isSubmitting}>
      <Stack gap="4" maxW="md">
        <Field.Root invalid={emailError !== undefined} required>
          <Field.Label>
            {t('site.customer.login.email')}
            <Field.RequiredIndicator />
          </Field.Label>
          <Input type="email" autoComplete="email" inputMode="email" {...register('email')} />
          {emailError ? <Field.ErrorText role="alert">{isMessageId(emailError) ? t(emailError) : emailError}</Field.ErrorText> : null}
        </Field.Root>
        {failure ? (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{failure}</Alert.Title>
          </Alert.Root>
        ) : null}
        <Box>
          <Button type="submit" colorPalette="brand" loading={isSubmitting}>
            {submitLabel}
          </Button>
        </Box>
      </Stack>
    </chakra.form>
  );
}
