/** Search page (issue 3 §3). To be built. */
export default function SearchPage() {
  return null;
}
