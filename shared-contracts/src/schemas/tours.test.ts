import * as v from 'valibot';
import {
  CreateTourInputSchema,
  DurationTextSchema,
  embedVideoUrl,
  MonthDaySchema,
  TourActivationRefusalSchema,
  TourListingInputSchema,
  TourSectionInputSchema,
} from './tours';

describe('tour contract', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?t=42', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://m.youtube.com/shorts/dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://player.vimeo.com/video/76979871', 'https://player.vimeo.com/video/76979871'],
  ])('embeds %s as %s', (link, embed) => {
    expect(embedVideoUrl(link)).toBe(embed);
  });

  it.each([
    'http://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/channel/UC123',
    'https://evil.example/youtube.com/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'https://user:pw@vimeo.com/76979871',
    'https://vimeo.com/channels/staffpicks',
    'javascript:alert(1)',
    'not a url',
  ])('refuses to embed %s', (link) => {
    expect(embedVideoUrl(link)).toBeNull();
  });

  it('reads the duration text into the stored form, and refuses what spec 001 §5 does not allow', () => {
    expect(v.parse(DurationTextSchema, ' 1d 2h 30m ')).toBe('26:30');
    expect(v.safeParse(DurationTextSchema, '25h').issues?.[0]?.message).toBe('validation.durationInvalid');
    expect(v.safeParse(DurationTextSchema, '').issues?.[0]?.message).toBe('validation.required');
  });

  it('knows the days of each month, 29 February included', () => {
    expect(v.safeParse(MonthDaySchema, '02-29').success).toBe(true);
    for (const bad of ['02-30', '04-31', '13-01', '00-10', '1-01']) expect(v.safeParse(MonthDaySchema, bad).success).toBe(false);
  });

  it('takes one section at a time, named by `section`', () => {
    const vital = v.parse(TourSectionInputSchema, { section: 'vital_details', name: ' Kayak ', kind: 1, duration: '2h' });
    expect(vital).toMatchObject({ section: 'vital_details', name: 'Kayak', duration: '2:00', activity_kind: 1, provider_type: 1, location_id: null });
    const gallery = v.parse(TourSectionInputSchema, { section: 'gallery_and_widget', media: [{ source_type: 2, url: 'https://youtu.be/dQw4w9WgXcQ' }, { source_type: 1, file_id: 3 }] });
    expect(gallery).toMatchObject({ media: [{ url: 'https://www.youtube.com/embed/dQw4w9WgXcQ', is_cover: false, alt: '' }, { file_id: 3 }] });
    expect(v.safeParse(TourSectionInputSchema, { section: 'gallery_and_widget', media: [{ source_type: 2, url: 'https://youtu.be/dQw4w9WgXcQ' }] }).issues?.[0]?.message).toBe(
      'validation.imageRequired',
    );
    expect(v.safeParse(TourSectionInputSchema, { section: 'prices' }).success).toBe(false);
  });

  it('defaults the list to the first 20, newest first, every status', () => {
    expect(v.parse(TourListingInputSchema, {})).toEqual({ page_number: 1, limit: 20, search: '', sort_by: 'created_at', sort_order: 'desc' });
    expect(v.safeParse(TourListingInputSchema, { limit: -1, page_number: -1 }).success).toBe(true);
    expect(v.safeParse(TourListingInputSchema, { status: 100 }).success).toBe(true);
    expect(v.safeParse(TourListingInputSchema, { status: 0 }).success).toBe(false);
  });

  it('a create body is the vital details, with an optional supplier and currency', () => {
    expect(v.safeParse(CreateTourInputSchema, { name: 'X', kind: 2, currency: 'EUR', supplier_user_id: 4 }).success).toBe(true);
    expect(v.safeParse(CreateTourInputSchema, { name: 'X', kind: 2, currency: 'EURO' }).success).toBe(false);
  });

  it('an activation refusal lists the missing parts as issues', () => {
    const refusal = { message: 'm', code: 'VALIDATION_FAILED', issues: [{ path: 'image', message: 'at least one image', code: 'errors.tourMissing.image' }] };
    expect(v.parse(TourActivationRefusalSchema, refusal).issues.map((issue) => issue.path)).toEqual(['image']);
    expect(v.safeParse(TourActivationRefusalSchema, { ...refusal, issues: [{ ...refusal.issues[0], path: 'name' }] }).success).toBe(false);
  });
});
