// Previous / "Page x of y" / Next under a paged list (clients, bookings); nothing when one page.
import { Button, Text } from "@telegram-apps/telegram-ui";
import { useTranslation } from "react-i18next";

export function Pager({
  page,
  total,
  pageSize,
  onPage,
  testId,
}: {
  page: number;
  total: number;
  pageSize: number;
  onPage(page: number): void;
  testId: string;
}) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <div className="row-actions pager" data-testid={testId}>
      <Button size="s" mode="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t("admin.clients.previous")}
      </Button>
      <Text>{t("admin.clients.page", { page, pages })}</Text>
      <Button size="s" mode="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t("admin.clients.next")}
      </Button>
    </div>
  );
}
