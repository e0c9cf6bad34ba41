import type { Section } from 'shared-contracts/site-content';
import { DestinationBoxSectionView } from './destination-box-section';
import { FaqSectionView } from './faq-section';
import { HeroSectionView } from './hero-section';
import { RichTextSectionView } from './rich-text-section';
import { ServiceGridSectionView } from './service-grid-section';

/** A page's sections in position order. A hero at the top carries the page's h1. */
export function SectionList({ sections, lang }: { sections: readonly Section[]; lang: string }) {
  const ordered = [...sections].sort((a, b) => a.position - b.position);
  return (
    <>
      {ordered.map((section, index) => {
        switch (section.type) {
          case 'hero':
            return <HeroSectionView key={section.id} section={section} lang={lang} isPageTitle={index === 0} />;
          case 'rich_text':
            return <RichTextSectionView key={section.id} section={section} />;
          case 'service_grid':
            return <ServiceGridSectionView key={section.id} section={section} lang={lang} />;
          case 'destination_box':
            return <DestinationBoxSectionView key={section.id} section={section} lang={lang} />;
          case 'faq':
            return <FaqSectionView key={section.id} section={section} />;
          default:
            // A section type this build does not know yet is skipped, not an error for the visitor.
            return null;
        }
      })}
    </>
  );
}

export function startsWithHero(sections: readonly Section[]): boolean {
  const first = [...sections].sort((a, b) => a.position - b.position)[0];
  return first?.type === 'hero';
}
