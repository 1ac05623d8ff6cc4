import { Reviews } from "@/features/admin/components/reviews";

export function ReviewsRoute() {
  return <Reviews />;
}
