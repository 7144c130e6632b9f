// Frame of the tenant area /webapp/:tenantName/*: the navigation bar above the tenant's pages.
import { Suspense } from "react";
import { Outlet } from "react-router";
import { PageLoader } from "../components/PageLoader.tsx";
import { TenantNavBar } from "./TenantNavBar.tsx";

export function TenantLayout() {
  return (
    <div className="page">
      <TenantNavBar />
      <main className="page__content">
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
