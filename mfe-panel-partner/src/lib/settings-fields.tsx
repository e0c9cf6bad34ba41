/**
 * The controls the partner's settings forms share (site settings, theme, page settings): a fieldset, a checkbox, a
 * colour and a picture, each bound by name to a field of the form it is given. The form is passed, not read from
 * react-hook-form's context: ContractForm's provider is the shell's copy of the library (shared-ui/panel-kit comes
 * from the shell), which a remote's own useFormContext would not see.
 */
import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { isHexColor } from 'shared-contracts/sites';
import { useT } from 'shared-runtime/session';
import { Box, Button, chakra, Heading, HStack, Image, Input, Stack, Text } from 'shared-ui';
import { Checkbox, FileUpload, FormField } from 'shared-ui/panel-kit';

/** A fieldset of a form, with its legend and an optional line of help. */
export function FieldGroup({ legend, help, children }: { legend: string; help?: string; children: ReactNode }) {
  return (
    <Stack gap="4" as="fieldset">
      <Heading as="legend" size="md">
        {legend}
      </Heading>
      {help ? (
        <Text color="fg.muted" fontSize="sm">
          {help}
        </Text>
      ) : null}
      {children}
    </Stack>
  );
}

/** The form a field belongs to: any ContractForm's (its values are not the field's business). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each form has its own values; a field reads one by name
type AnyForm = Pick<UseFormReturn<any>, 'register' | 'watch' | 'setValue'>;

/** A yes/no setting. */
export function CheckField({ form, name, label, help }: { form: AnyForm; name: string; label: string; help?: string }) {
  const { watch, setValue } = form;
  const checked = Boolean(watch(name));
  return (
    <Stack gap="1">
      <Checkbox.Root checked={checked} onCheckedChange={(details) => setValue(name, details.checked === true, { shouldDirty: true })}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{label}</Checkbox.Label>
      </Checkbox.Root>
      {help ? (
        <Text fontSize="sm" color="fg.muted" ps="7">
          {help}
        </Text>
      ) : null}
    </Stack>
  );
}


/** #RGB as #RRGGBB: what a colour input accepts. */
function sixDigits(value: string): string {
  return value.length === 4 ? `#${[...value.slice(1)].map((c) => c + c).join('')}` : value;
}

/**
 * A colour: typed as #RRGGBB (or #RGB), or picked with the browser's colour picker beside it. The text is the field;
 * the picker follows it while it holds a whole colour.
 */
export function ColorField({ form, name, label, help, placeholder = '#RRGGBB' }: { form: AnyForm; name: string; label: string; help?: string; placeholder?: string }) {
  const t = useT();
  const { register, watch, setValue } = form;
  const value = String(watch(name) ?? '');
  const whole = isHexColor(value.trim());
  return (
    <FormField name={name} label={label} {...(help ? { help } : {})}>
      <HStack gap="2" maxW="56">
        <Input {...register(name)} fontFamily="mono" spellCheck={false} maxLength={7} placeholder={placeholder} />
        <chakra.input
          type="color"
          aria-label={t('partner.siteSettings.pickColour', { field: label })}
          value={whole ? sixDigits(value.trim()).toLowerCase() : isHexColor(placeholder) ? sixDigits(placeholder).toLowerCase() : '#000000'}
          onChange={(event) => setValue(name, event.target.value.toUpperCase(), { shouldDirty: true, shouldValidate: true })}
          w="10"
          h="10"
          p="0"
          borderWidth="1px"
          borderRadius="md"
          cursor="pointer"
          flexShrink={0}
        />
      </HStack>
    </FormField>
  );
}

/**
 * A picture: uploaded, or given by its address, with what it looks like. `dark` shows it on a dark ground (a white
 * logo is made for one).
 */
export function ImageField({ form, name, legend, help, dark = false }: { form: AnyForm; name: string; legend: string; help?: string; dark?: boolean }) {
  const t = useT();
  const { register, watch, setValue } = form;
  const image = watch(name) as string | null | undefined;
  const set = (url: string | null) => setValue(name, url, { shouldDirty: true, shouldValidate: true });
  return (
    <FieldGroup legend={legend} {...(help ? { help } : {})}>
      {image ? (
        <HStack gap="4" align="center">
          <Box borderWidth="1px" borderRadius="md" p="3" bg={dark ? 'gray.900' : 'white'} maxW="xs">
            <Image src={image} alt={t('partner.siteSettings.imagePreview', { name: legend })} maxH="16" />
          </Box>
          <Button variant="outline" size="sm" onClick={() => set(null)}>
            {t('partner.siteSettings.imageRemove')}
          </Button>
        </HStack>
      ) : null}
      <FileUpload label={t('partner.siteSettings.imageUpload', { name: legend })} accept="image/*" multiple={false} onUploaded={(file) => set(file.url)} />
      <FormField name={name} label={t('partner.siteSettings.imageAddress', { name: legend })}>
        <Input {...register(name, { setValueAs: (value: string | null) => (value?.trim() ? value.trim() : null) })} placeholder="https://" />
      </FormField>
    </FieldGroup>
  );
}
