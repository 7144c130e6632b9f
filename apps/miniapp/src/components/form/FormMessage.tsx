// The message under a form: a red error (announced to screen readers) or a neutral notice.
import { Text } from "@telegram-apps/telegram-ui";
import type { ReactNode } from "react";
import "./form.css";

export function FormMessage({ tone = "error", children }: { tone?: "error" | "info" | "success"; children: ReactNode }) {
  return (
    <div className={`form-message form-message--${tone}`} role={tone === "error" ? "alert" : "status"}>
      <Text>{children}</Text>
    </div>
  );
}
