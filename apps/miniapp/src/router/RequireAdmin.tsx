// Spec §2/§6: the admin page is for role ADMIN only; everyone else is redirected to /.
import type { ReactNode } from "react";
import { Navigate } from "react-router";
import { PageLoader } from "../components/PageLoader.tsx";
import { useSession } from "../session/SessionProvider.tsx";

export function RequireAdmin({ children }: { children: ReactNode }) {
  const { loading, isAdmin, isExpert } = useSession();
  if (loading) return <PageLoader />;
  // An EXPERT member gets their own desk there (issue 16.2).
  if (!isAdmin && !isExpert) return <Navigate to="/" replace />;
  return <>{children}</>;
}
