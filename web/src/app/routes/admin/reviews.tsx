import { Reviews } from "@/features/admin/reviews/components/reviews";

export function ReviewsRoute() {
  return <Reviews />;
}
