import { Heading, Text } from 'shared-ui';
import { themedSubtitle, themedTitle } from '../../../../lib/theme';

/** A section's h2 and optional subtitle, in the theme's title and subtitle colours. */
export function SectionHeading({ title, subtitle, id }: { title: string | null; subtitle?: string | null; id?: string }) {
  if (!title) return null;
  return (
    <>
      <Heading as="h2" id={id} fontSize={{ base: '2xl', md: '3xl' }} mb={subtitle ? '1' : '6'} {...themedTitle}>
        {title}
      </Heading>
      {subtitle ? (
        <Text mb="6" fontSize="lg" {...themedSubtitle}>
          {subtitle}
        </Text>
      ) : null}
    </>
  );
}
