import { Overview } from "@/features/admin/components/overview";

export function OverviewRoute() {
  return <Overview />;
}
