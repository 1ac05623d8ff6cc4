import { CollectionPoints } from "@/features/admin/collection/components/collection-points";

export function CollectionPointsRoute() {
  return <CollectionPoints />;
}
