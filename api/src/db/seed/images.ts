/**
 * Demo images as inline SVG data URIs: a gradient with a caption. The storefront renders them with no network
 * (tests and offline demos), and every service still gets a distinct, recognisable picture.
 */
export function svgImage(caption: string, [from, to]: readonly string[], width = 1200, height = 800): string {
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const size = Math.round(Math.min(width / Math.max(caption.length, 8), height / 5));
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="100%" height="100%" fill="url(#g)"/>` +
    `<path d="M0 ${height * 0.78} L${width * 0.3} ${height * 0.52} L${width * 0.55} ${height * 0.72} L${width * 0.8} ${height * 0.45} L${width} ${height * 0.7} L${width} ${height} L0 ${height}Z" fill="#fff" fill-opacity="0.18"/>` +
    `<text x="50%" y="45%" text-anchor="middle" font-family="Roboto, Arial, sans-serif" font-size="${size}" font-weight="700" fill="#fff">${escape(caption)}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
