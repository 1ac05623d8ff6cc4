import { useSearchParams } from "react-router-dom";

import { UnsubscribePanel } from "@/features/newsletter/components/unsubscribe-panel";

export function UnsubscribeRoute() {
  const [params] = useSearchParams();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-6 py-16 text-center">
      <h1 className="text-3xl font-bold text-slate-900">Unsubscribe from the newsletter</h1>
      <UnsubscribePanel token={params.get("token") ?? ""} />
    </section>
  );
}
