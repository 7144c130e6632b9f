// Spec §2/§6: the admin page is for role ADMIN only; everyone else is redirected to /.
import type { ReactNode } from "react";
import { Navigate } from "react-router";
import { PageLoader } from "../components/PageLoader.tsx";
import { useSession } from "../session/SessionProvider.tsx";

export function RequireAdmin({ children }: { children: ReactNode }) {
  const { loading, isAdmin } = useSession();
  if (loading) return <PageLoader />;
  if (!isAdmin) return <Navigate to="/" replace />;
  return <>{children}</>;
}
