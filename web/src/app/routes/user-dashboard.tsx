/** Placeholder: this screen is being built (helper task in progress). */
export function UserDashboardRoute() {
  return <h1 className="text-2xl font-bold">User Dashboard</h1>;
}
