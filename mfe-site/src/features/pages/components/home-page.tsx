/** The site's primary page (issue 3 §2). To be built. */
export function HomePage() {
  return null;
}
