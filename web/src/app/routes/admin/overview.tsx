import { Overview } from "@/features/admin/overview/components/overview";

export function OverviewRoute() {
  return <Overview />;
}
