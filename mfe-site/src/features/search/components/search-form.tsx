import { useEffect, useId, useState, type FormEvent } from 'react';
import { Button, Field, Flex, Input } from 'shared-ui';
import { useT } from 'shared-runtime/session';

/** The search box: the text goes into the URL (and the search) when submitted, not on every key. */
export function SearchForm({ query, onSearch }: { query: string; onSearch: (query: string) => void }) {
  const t = useT();
  const id = useId();
  const [text, setText] = useState(query);
  useEffect(() => setText(query), [query]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };

  return (
    <form role="search" aria-label={t('site.search.form.label')} onSubmit={submit}>
      <Flex gap="2" align="flex-end" wrap="wrap">
        <Field.Root flex="1" minW="60">
          <Field.Label htmlFor={id}>{t('site.search.query.label')}</Field.Label>
          <Input
            id={id}
            type="search"
            name="q"
            value={text}
            placeholder={t('site.search.query.placeholder')}
            onChange={(event) => setText(event.currentTarget.value)}
          />
        </Field.Root>
        <Button type="submit" colorPalette="brand">
          {t('site.search.submit')}
        </Button>
      </Flex>
    </form>
  );
}
