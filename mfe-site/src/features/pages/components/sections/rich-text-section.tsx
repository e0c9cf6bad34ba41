import { useMemo } from 'react';
import { Box, chakra } from 'shared-ui';
import type { Section } from 'shared-contracts/site-content';
import { sanitizeHtml } from '../../../../lib/sanitize-html';
import { SectionHeading } from './section-heading';

type RichTextSection = Extract<Section, { type: 'rich_text' }>;

/** Partner-written HTML, sanitised (no script, no event handlers, safe URLs only). */
export function RichTextSectionView({ section }: { section: RichTextSection }) {
  const html = useMemo(() => sanitizeHtml(section.content.html), [section.content.html]);
  return (
    <chakra.section data-section-type="rich_text" maxW="4xl" mx="auto" px={{ base: '4', md: '6' }} py="12">
      <SectionHeading title={section.content.title} />
      <Box
        fontSize="lg"
        lineHeight="1.7"
        css={{
          '& p + p, & ul, & ol': { marginTop: '1em' },
          '& ul, & ol': { paddingLeft: '1.5em' },
          '& a': { textDecoration: 'underline', color: 'var(--wh-button-bg)' },
          '& h2, & h3, & h4': { fontWeight: 'bold', marginTop: '1.2em', color: 'var(--wh-title)' },
        }}
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </chakra.section>
  );
}
