// The bar at the top of every page: a brand link on the left, actions on the right.
import type { ReactNode } from "react";
import { Link } from "react-router";
import "./layout.css";

export function TopBar({ brand, brandTo, children }: { brand: ReactNode; brandTo: string; children?: ReactNode }) {
  return (
    <header className="top-bar">
      <Link to={brandTo} className="top-bar__brand">
        {brand}
      </Link>
      <div className="top-bar__actions">{children}</div>
    </header>
  );
}
