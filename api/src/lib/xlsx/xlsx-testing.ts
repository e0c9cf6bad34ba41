import * as XLSX from 'sheetjs-style';

/**
 * A workbook as a reader sees it (tests only): its sheet's rows (dates as Date), and each cell's font and fill
 * resolved through styles.xml, as Excel would draw them.
 */
export function openXlsx(bytes: Buffer | Uint8Array) {
  const book = XLSX.read(Buffer.from(bytes), { type: 'buffer', cellDates: true, bookFiles: true } as XLSX.ParsingOptions);
  const files = (book as unknown as { files: Record<string, { asText: () => string }> }).files;
  const stylesXml = files['xl/styles.xml']!.asText();
  const sheetXml = files['xl/worksheets/sheet1.xml']!.asText();
  const all = (xml: string, tag: string) => [...xml.matchAll(new RegExp(`<${tag}(?:\\s[^>]*?)?(?:/>|>[\\s\\S]*?</${tag}>)`, 'g'))].map((m) => m[0]);
  const section = (tag: string) => new RegExp(`<${tag}[^>]*>([\\s\\S]*?)</${tag}>`).exec(stylesXml)?.[1] ?? '';
  const styleOf = (ref: string) => {
    const index = Number(new RegExp(`<c r="${ref}" s="(\\d+)"`).exec(sheetXml)?.[1] ?? 0);
    const xf = all(section('cellXfs'), 'xf')[index] ?? '';
    const attr = (name: string) => Number(new RegExp(`${name}="(\\d+)"`).exec(xf)?.[1] ?? 0);
    const font = all(section('fonts'), 'font')[attr('fontId')] ?? '';
    const fill = all(section('fills'), 'fill')[attr('fillId')] ?? '';
    return { bold: /<b\/>/.test(font), fill: /patternType="(\w+)"/.exec(fill)?.[1], color: /fgColor rgb="(\w+)"/.exec(fill)?.[1] };
  };
  const sheet = book.Sheets[book.SheetNames[0]!]!;
  const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true });
  /** The header's cells: every one bold on a solid fill. */
  const headerStyled = () => (rows[0] ?? []).every((_, c) => {
    const style = styleOf(XLSX.utils.encode_cell({ r: 0, c }));
    return style.bold && style.fill === 'solid';
  });
  return { book, sheet, rows, styleOf, headerStyled };
}
