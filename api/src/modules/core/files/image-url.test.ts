import { IMAGE_QUERY_SUFFIX } from 'shared-contracts/constants';
import { imageQuality, ImageQuerySchema, imageUrl, imageWidth, responsiveImage } from 'shared-contracts/files';
import * as v from 'valibot';
import { chooseVariant, downloadName } from './files.service';

const FILE = '/core/public/files/0b8f6c1e-4d3f-4c59-9a55-0b5f4c2d9e11/boat.jpg';

describe('the image URL rule (shared-contracts/files), as clients build it and the API reads it', () => {
  test('a storefront image: src at its width, and a srcset of the served widths the API rounds to', () => {
    const { src, srcSet } = responsiveImage(FILE, 700);
    expect(src).toBe(`${FILE}?auto=compress,format&w=800`);
    expect(srcSet).toBe([320, 640, 1024, 1600].map((w) => `${FILE}?auto=compress,format&w=${w} ${w}w`).join(', '));
    // Every width in the set is one the image service serves as it is, so each is one cached variant.
    for (const w of [320, 640, 1024, 1600]) expect(imageWidth(w)).toBe(w);
    expect(responsiveImage('data:image/png;base64,AAAA')).toEqual({ src: 'data:image/png;base64,AAAA' });
  });

  test('the spec’s suffix by default, then w, q, format in a fixed order, rounded as the server rounds', () => {
    expect(imageUrl(FILE)).toBe(`${FILE}${IMAGE_QUERY_SUFFIX}`);
    expect(imageUrl(FILE, { width: 300, quality: 47, format: 'webp' })).toBe(`${FILE}?auto=compress,format&w=320&q=50&format=webp`);
    expect(imageUrl(FILE, { width: 5000, quality: 100, auto: false })).toBe(`${FILE}?w=1920&q=90`);
    expect(imageUrl(FILE, { auto: false })).toBe(FILE);
  });

  test('keeps other query parameters, replaces its own, and drops a fragment', () => {
    expect(imageUrl(`https://cdn.example.com/a.jpg?v=3&w=10#top`, { width: 640 })).toBe('https://cdn.example.com/a.jpg?v=3&auto=compress,format&w=640');
    expect(imageUrl(`${FILE}${IMAGE_QUERY_SUFFIX}`, { width: 480 })).toBe(`${FILE}?auto=compress,format&w=480`);
  });

  test('inline images are left alone', () => {
    const inline = 'data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E';
    expect(imageUrl(inline, { width: 320 })).toBe(inline);
    expect(imageUrl('blob:http://localhost/1', { width: 320 })).toBe('blob:http://localhost/1');
  });

  test('widths go up to the next served one and stop at the largest; qualities are clamped and stepped', () => {
    expect([1, 160, 161, 799, 800, 1921, 99_999].map(imageWidth)).toEqual([160, 160, 320, 800, 800, 1920, 1920]);
    expect([1, 30, 44, 45, 80, 95, 100].map(imageQuality)).toEqual([30, 30, 40, 50, 80, 90, 90]);
  });

  test('the query schema reads what imageUrl writes', () => {
    const query = Object.fromEntries(new URL(imageUrl(FILE, { width: 700, quality: 65, format: 'avif' }), 'http://x').searchParams);
    expect(v.parse(ImageQuerySchema, query)).toEqual({ auto: ['compress', 'format'], w: 800, q: 70, format: 'avif' });
    expect(v.parse(ImageQuerySchema, { format: 'JPG', auto: 'enhance, FORMAT' })).toEqual({ format: 'jpeg', auto: ['enhance', 'format'] });
    for (const bad of [{ w: '0' }, { w: '-5' }, { w: '1e3' }, { q: '0' }, { q: '101' }, { format: 'gif' }, { format: 'svg' }]) {
      expect(v.safeParse(ImageQuerySchema, bad).success).toBe(false);
    }
  });
});

describe('the variant a query picks', () => {
  const jpeg = { width: 1200, mimeType: 'image/jpeg' };
  const AVIF_BROWSER = 'image/avif,image/webp,*/*';

  test('no larger than the original, so every larger width shares one cached variant', () => {
    expect(chooseVariant({ width: 500, mimeType: 'image/jpeg' }, { w: 640 }).variant.width).toBe(500);
    expect(chooseVariant({ width: 500, mimeType: 'image/jpeg' }, { w: 1920 }).variant.width).toBe(500);
    expect(chooseVariant(jpeg, {}).variant.width).toBe(1200);
  });

  test('quality: q, else the compressed default under auto=compress, else the default; none for lossless formats', () => {
    expect(chooseVariant(jpeg, { q: 40 }).variant.quality).toBe(40);
    expect(chooseVariant(jpeg, { auto: ['compress'] }).variant.quality).toBe(60);
    expect(chooseVariant(jpeg, {}).variant.quality).toBe(80);
    expect(chooseVariant({ width: 64, mimeType: 'image/png' }, { q: 40 }).variant).toMatchObject({ format: 'png', quality: 0 });
  });

  test('format: explicit, else negotiated under auto=format, else the image’s own', () => {
    expect(chooseVariant(jpeg, { format: 'png', auto: ['format'] }, AVIF_BROWSER)).toMatchObject({ variant: { format: 'png' }, negotiated: false });
    expect(chooseVariant(jpeg, { auto: ['format'] }, AVIF_BROWSER)).toMatchObject({ variant: { format: 'avif' }, negotiated: true });
    expect(chooseVariant({ width: 64, mimeType: 'image/gif' }, { auto: ['format'] }, 'text/html,*/*')).toMatchObject({ variant: { format: 'gif' }, negotiated: true });
    expect(chooseVariant({ width: 64, mimeType: 'image/avif' }, { auto: ['format'] }, '*/*').variant.format).toBe('jpeg');
    expect(chooseVariant({ width: 64, mimeType: 'image/webp' }, {}, AVIF_BROWSER)).toMatchObject({ variant: { format: 'webp' }, negotiated: false });
  });
});

describe('the name in an image URL', () => {
  test.each([
    ['Fjord at dawn (1).JPG', 'image/jpeg', 'fjord-at-dawn-1.jpg'],
    ['Ærø strand.png', 'image/png', 'aero-strand.png'],
    ['Blåbær på fjellet.jpeg', 'image/jpeg', 'blabaer-pa-fjellet.jpg'],
    ['C:\\Users\\kari\\evil.html', 'image/png', 'evil.png'],
    ['../../etc/passwd', 'image/gif', 'passwd.gif'],
    ['.hidden', 'image/webp', 'image.webp'],
    ['🙂.avif', 'image/avif', 'image.avif'],
  ] as const)('%j as %s is %j', (name, mime, expected) => {
    expect(downloadName(name, mime)).toBe(expected);
  });
});
