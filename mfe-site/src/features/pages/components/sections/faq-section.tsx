import { Box, Text, chakra } from 'shared-ui';
import type { Section } from 'shared-contracts/site-content';
import { focusRing } from '../../../../lib/theme';
import { SectionHeading } from './section-heading';

type FaqSection = Extract<Section, { type: 'faq' }>;

/**
 * Questions as an accordion built on <details>/<summary>: keyboard and screen-reader support from the browser and
 * no accordion code on the home page's first load.
 */
export function FaqSectionView({ section }: { section: FaqSection }) {
  return (
    <chakra.section data-section-type="faq" maxW="4xl" mx="auto" px={{ base: '4', md: '6' }} py="12">
      <SectionHeading title={section.content.title} />
      <Box borderTopWidth="1px" borderColor="var(--wh-outline)">
        {section.content.items.map((item, index) => (
          <chakra.details key={`${index}-${item.question}`} borderBottomWidth="1px" borderColor="var(--wh-outline)" css={{ '&[open] summary span[aria-hidden]': { transform: 'rotate(45deg)' } }}>
            <chakra.summary
              display="flex"
              justifyContent="space-between"
              alignItems="center"
              gap="4"
              py="4"
              cursor="pointer"
              fontWeight="semibold"
              fontSize="lg"
              listStyleType="none"
              css={{ '&::-webkit-details-marker': { display: 'none' } }}
              {...focusRing}
            >
              {item.question}
              <chakra.span aria-hidden="true" fontSize="2xl" lineHeight="1" transition="transform 0.2s">
                +
              </chakra.span>
            </chakra.summary>
            <Text pb="4">{item.answer}</Text>
          </chakra.details>
        ))}
      </Box>
    </chakra.section>
  );
}
