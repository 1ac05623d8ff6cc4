import { DashboardLayout } from "@/features/admin/session/components/dashboard-layout";
import { RequireAdmin } from "@/features/admin/session/components/require-admin";

/** /dashboard/*: the admin guard around the dashboard's frame. */
export function DashboardRoute() {
  return (
    <RequireAdmin>
      <DashboardLayout />
    </RequireAdmin>
  );
}
