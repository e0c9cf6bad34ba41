import { screen } from '@testing-library/react';
import { THEME_DEFAULTS } from 'shared-contracts/constants';
import { renderWithProviders } from 'shared-ui/testing';
import { ThemePreview, usableTheme } from './theme-preview';

const labels = {
  title: 'Fjord Trips',
  subtitle: 'Tours along the fjords',
  body: 'Body text',
  badge: 'Popular',
  price: 'From NOK 450',
  freeCancellation: 'Free cancellation',
  book: 'Book now',
  soldOut: 'Sold out',
  roomType: 'Double room',
  dialogTitle: 'Checkout',
  checkout: 'Pay NOK 900',
};

describe('the theme preview', () => {
  test('keeps only values a saved theme could hold: half-typed colours and radii out of range fall back to the default', () => {
    expect(usableTheme({ button_background_color: '#0B7A', title_color: ' #123 ', button_radius: 120, site_font: '  ', box_color: 'red' })).toEqual({ title_color: '#123' });
    expect(usableTheme({ button_radius: '8', site_font: 'Lato', text_color: '#1f2937' })).toEqual({ button_radius: 8, site_font: 'Lato', text_color: '#1f2937' });
  });

  test("paints the storefront's theme variables from the theme, with the panel's words", () => {
    renderWithProviders(<ThemePreview theme={{ button_background_color: '#0B7A75', button_radius: 8, box_color: '#0B7A7' }} labels={labels} />);
    const preview = screen.getByTestId('theme-preview');
    const style = getComputedStyle(preview);
    expect(style.getPropertyValue('--wh-button-bg')).toBe('#0B7A75');
    expect(style.getPropertyValue('--wh-button-radius')).toBe('8px');
    expect(style.getPropertyValue('--wh-box')).toBe(THEME_DEFAULTS.box_color);
    expect(screen.getByRole('heading', { name: 'Fjord Trips' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Book now' })).toBeInTheDocument();
    // A preview is looked at, not used.
    expect(preview).toHaveAttribute('inert');
  });
});
