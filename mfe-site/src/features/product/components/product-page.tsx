export type ProductRouteKind = 'activity' | 'adventure' | 'event' | 'hotel' | 'package' | 'rental' | 'restaurant' | 'attraction';

/** Product pages (issue 3 §4). To be built. */
export default function ProductPage({ kind }: { kind: ProductRouteKind }) {
  void kind;
  return null;
}
