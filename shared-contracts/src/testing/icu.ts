import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

function argumentNames(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    into.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) argumentNames(option.value, into);
    }
    if (element.type === TYPE.tag) argumentNames(element.children, into);
  }
  return into;
}

/**
 * The names of an ICU message's arguments, sorted, nested plurals, selects and tags included; throws on invalid ICU.
 * Catalogue tests compare a translation's with English's, wherever the catalogue lives (shared-contracts, a remote).
 */
export function messagePlaceholders(text: string): string[] {
  return [...argumentNames(parse(text))].sort();
}
