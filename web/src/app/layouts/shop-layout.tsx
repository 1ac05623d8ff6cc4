import { Suspense } from "react";
import { Outlet } from "react-router-dom";

import { Footer } from "./footer";
import { Header } from "./header";

export function ShopLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <Header />
      {/* At least a screen tall: the footer starts below the fold, so content arriving late never
          moves it in view (layout shift). */}
      <main id="main" className="mx-auto min-h-screen w-full max-w-7xl flex-1 px-4 py-8">
        <Suspense>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </div>
  );
}
