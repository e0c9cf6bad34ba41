import { useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useSWRConfig } from 'swr';
import {
  CANCELLATION_POLICY_LIMITS,
  type CancellationPolicyDetail,
  type CancellationPolicyInput,
  CancellationPolicyInputSchema,
} from 'shared-contracts/cancellation-policies';
import { hrefFor } from 'shared-contracts/manifests';
import { useT } from 'shared-runtime/session';
import { Box, Button, chakra, Flex, Heading, HStack, IconButton, Input, Link, List, Stack, Text } from 'shared-ui';
import { ContractForm, FormField, fieldErrorText, SaveBar, useConfirm, useContractForm } from 'shared-ui/panel-kit';
import { Link as RouterLink, useNavigate } from 'shared-ui/router';
import { createCancellationPolicy } from '../api/create-cancellation-policy';
import { deleteCancellationPolicy } from '../api/delete-cancellation-policy';
import { cancellationPolicyKey } from '../api/get-cancellation-policy';
import { POLICIES_KEY } from '../api/list-cancellation-policies';
import { updateCancellationPolicy } from '../api/update-cancellation-policy';
import { failureText } from '../../../lib/failure';
import { guestTierTexts } from '../lib/guest-tier-texts';
import { SERVICE_TYPE_LABELS } from '../lib/labels';
import { RefusalAlert } from './refusal-alert';

/** The router state a new policy's edit page is opened with, so it says the policy was created. */
export interface CreatedState {
  created: string;
}

/** A new policy starts with the commonest first tier: free cancellation up to a day before. */
const NEW_POLICY = { name: '', tiers: [{ hours: 24, refund_percentage: 100 }] };

const Fieldset = chakra('fieldset', { base: { borderWidth: '1px', borderRadius: 'l2', px: '4', pb: '4', pt: '1', minW: '0' } });
const Legend = chakra('legend', { base: { fontWeight: 'semibold', px: '1', fontSize: 'sm' } });

export interface CancellationPolicyFormProps {
  lang: string;
  /** null creates a policy. */
  policy: CancellationPolicyDetail | null;
  /** The name of the policy just created, to say so. */
  created?: string | null;
}

export function CancellationPolicyForm({ lang, policy, created = null }: CancellationPolicyFormProps) {
  const t = useT();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const { mutate } = useSWRConfig();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useContractForm(CancellationPolicyInputSchema, {
    defaultValues: policy
      ? { name: policy.name, tiers: policy.tiers.map(({ hours, refund_percentage }) => ({ hours, refund_percentage })) }
      : NEW_POLICY,
  });
  // The control is passed in: react-hook-form is not a shared module, and this copy must work on the kit's form.
  const tiers = useFieldArray({ control: form.control, name: 'tiers' });
  const texts = guestTierTexts(form.watch('tiers') ?? [], t, policy?.tiers);
  const listHref = hrefFor('supplier.productSettings.cancellationPolicies', { lang });
  const editHref = (id: number) => hrefFor('supplier.cancellationPolicy', { lang, cancellationPolicyId: id });

  // Every list of policies shows this one's name, tiers or count: they ask again when next shown.
  const refreshLists = () => mutate((key) => Array.isArray(key) && key[0] === POLICIES_KEY);

  const save = async (input: CancellationPolicyInput) => {
    const saved = policy ? await updateCancellationPolicy(policy.id, input) : await createCancellationPolicy(input);
    await mutate(cancellationPolicyKey(saved.id), saved, { revalidate: false });
    void refreshLists();
    if (!policy) void navigate(editHref(saved.id), { replace: true, state: { created: saved.name } satisfies CreatedState });
  };

  const remove = async () => {
    if (!policy) return;
    const question = {
      title: t('supplier.productSettings.policies.deleteTitle', { name: policy.name }),
      message: t('supplier.productSettings.policies.deleteMessage'),
      confirmLabel: t('common.delete'),
      destructive: true,
    };
    if (!(await confirm(question))) return;
    setRefusal(null);
    try {
      await deleteCancellationPolicy(policy.id);
    } catch (error) {
      setRefusal(failureText(error, t));
      return;
    }
    void refreshLists();
    void navigate(listHref);
  };

  const tiersError = form.formState.errors.tiers as { type?: string; message?: string; root?: { type?: string; message?: string } } | undefined;
  const arrayError = tiersError?.root ?? (tiersError?.message ? tiersError : undefined);
  // After the first tier, a 0 % tier: the usual last one, which says when refunds stop.
  const nextTier = () => (tiers.fields.length === 0 ? { ...NEW_POLICY.tiers[0]! } : { hours: 0, refund_percentage: 0 });

  return (
    <Stack gap="8">
      {created ? (
        <Text role="status" color="fg.success">
          {t('supplier.productSettings.policy.created', { name: created })}
        </Text>
      ) : null}
      <ContractForm form={form} onSubmit={save}>
        <Stack gap="5" maxW="3xl">
          <FormField name="name" label={t('supplier.productSettings.policy.name')} help={t('supplier.productSettings.policy.nameHelp')} required>
            <Input {...form.register('name')} maxLength={CANCELLATION_POLICY_LIMITS.nameMax} autoComplete="off" />
          </FormField>
          <Stack as="section" gap="3" aria-labelledby="policy-tiers-title">
            <Stack gap="1">
              <Heading as="h2" size="md" id="policy-tiers-title">
                {t('supplier.productSettings.policy.tiers')}
              </Heading>
              <Text color="fg.muted" fontSize="sm">
                {t('supplier.productSettings.policy.tiersHelp')}
              </Text>
            </Stack>
            {tiers.fields.map((field, index) => (
              <Fieldset key={field.id}>
                <Legend>{t('supplier.productSettings.policy.tier', { number: index + 1 })}</Legend>
                <Flex gap="4" align="start" wrap="wrap">
                  <Box flex="1" minW="40">
                    <FormField name={`tiers.${index}.hours`} label={t('supplier.productSettings.policy.hours')} required>
                      <Input
                        type="number"
                        inputMode="numeric"
                        min={0}
                        max={CANCELLATION_POLICY_LIMITS.hoursMax}
                        step={1}
                        {...form.register(`tiers.${index}.hours`, { valueAsNumber: true })}
                      />
                    </FormField>
                  </Box>
                  <Box flex="1" minW="40">
                    <FormField name={`tiers.${index}.refund_percentage`} label={t('supplier.productSettings.policy.refund')} required>
                      <Input type="number" inputMode="numeric" min={0} max={100} step={1} {...form.register(`tiers.${index}.refund_percentage`, { valueAsNumber: true })} />
                    </FormField>
                  </Box>
                  <Stack flex="2" minW="56" gap="1">
                    <Text fontSize="sm" fontWeight="medium">
                      {t('supplier.productSettings.policy.guestReads')}
                    </Text>
                    <Text data-testid="guest-text" fontStyle={texts[index] ? 'normal' : 'italic'} color={texts[index] ? 'fg' : 'fg.muted'}>
                      {texts[index] ?? t('supplier.productSettings.policy.guestReadsPending')}
                    </Text>
                  </Stack>
                  <IconButton
                    variant="ghost"
                    colorPalette="red"
                    mt="6"
                    aria-label={t('supplier.productSettings.policy.removeTier', { number: index + 1 })}
                    onClick={() => tiers.remove(index)}
                  >
                    <span aria-hidden="true">✕</span>
                  </IconButton>
                </Flex>
              </Fieldset>
            ))}
            {arrayError ? (
              <Text color="fg.error" fontSize="sm">
                {fieldErrorText({ type: arrayError.type ?? 'validate', message: arrayError.message ?? '' }, t)}
              </Text>
            ) : null}
            <HStack>
              <Button variant="outline" size="sm" onClick={() => tiers.append(nextTier())} disabled={tiers.fields.length >= CANCELLATION_POLICY_LIMITS.tiersMax}>
                {t('supplier.productSettings.policy.addTier')}
              </Button>
            </HStack>
          </Stack>
        </Stack>
        <SaveBar saveLabel={policy ? t('common.save') : t('supplier.productSettings.policy.createSave')} />
      </ContractForm>

      {policy ? (
        <Stack as="section" gap="3" aria-labelledby="policy-services-title" maxW="3xl">
          <Heading as="h2" size="md" id="policy-services-title">
            {t('supplier.productSettings.policy.services')}
          </Heading>
          {policy.services.length === 0 ? (
            <Text color="fg.muted">{t('supplier.productSettings.policy.noServices')}</Text>
          ) : (
            <List.Root gap="1" ps="5">
              {policy.services.map((service) => (
                <List.Item key={`${service.service_type}:${service.serviceable_id}`}>
                  {t('supplier.productSettings.policy.service', { name: service.service_name, type: t(SERVICE_TYPE_LABELS[service.service_type]) })}
                </List.Item>
              ))}
            </List.Root>
          )}
          <Text fontSize="sm">
            <Link asChild color="brand.fg">
              <RouterLink to={listHref}>{t('supplier.productSettings.policy.mapServices')}</RouterLink>
            </Link>
          </Text>
        </Stack>
      ) : null}

      {policy ? (
        <Stack as="section" gap="3" aria-labelledby="policy-delete-title" maxW="3xl">
          <Heading as="h2" size="md" id="policy-delete-title">
            {t('supplier.productSettings.policy.deleteHeading')}
          </Heading>
          <RefusalAlert text={refusal} onClose={() => setRefusal(null)} />
          <Box>
            <Button colorPalette="red" variant="outline" onClick={() => void remove()}>
              {t('supplier.productSettings.policy.delete')}
            </Button>
          </Box>
        </Stack>
      ) : null}
    </Stack>
  );
}
